import type { PromptPackSource } from '../../../content/games/types';
import { defaultActive } from '../../games';
import { useT } from '../../../lib/i18n';

/** The translator a view gets from `useT()`. */
export type Translate = ReturnType<typeof useT>;

// The pieces of a room game's lobby settings: the packs to deal from, and a choice of a few
// values (rounds, seconds, spice). The host's phone changes them; the others see them, greyed.

/** The packs a room offers in its lobby: free and not 18+, plus any the host's page had chosen. */
export function offeredPacks(
  packs: readonly PromptPackSource[],
  chosen: readonly string[],
): PromptPackSource[] {
  return packs.filter((pack) => chosen.includes(pack.id) || (!pack.premium && !pack.explicit));
}

/** The packs on by default in the one-phone game, as ids. */
export const defaultPackIds = (packs: readonly PromptPackSource[]): string[] =>
  packs.filter(defaultActive).map((pack) => pack.id);

/** Known ids only, in the packs' order; null when none is left (the game then deals its default). */
export function knownPacks(
  packs: readonly PromptPackSource[],
  ids: readonly string[] | undefined,
): string[] | null {
  if (!ids) return null;
  const known = packs.filter((pack) => ids.includes(pack.id)).map((pack) => pack.id);
  return known.length > 0 ? known : null;
}

export function PackChoice({
  packs,
  chosen,
  host,
  onChange,
}: {
  packs: readonly PromptPackSource[];
  chosen: readonly string[];
  host: boolean;
  onChange: (ids: string[]) => void;
}) {
  const t = useT();
  const offered = offeredPacks(packs, chosen);
  const toggle = (id: string, on: boolean) => {
    const next = offered
      .filter((pack) => (pack.id === id ? on : chosen.includes(pack.id)))
      .map((p) => p.id);
    // One pack at least: the last one stays on.
    if (next.length > 0) onChange(next);
  };
  return (
    <fieldset>
      <legend>{t('rooms.game.packs')}</legend>
      {offered.map((pack) => {
        const on = chosen.includes(pack.id);
        return (
          <label key={pack.id}>
            <input
              type="checkbox"
              checked={on}
              disabled={!host || (on && chosen.length === 1)}
              onChange={(event) => toggle(pack.id, event.target.checked)}
            />
            {pack.name}
          </label>
        );
      })}
    </fieldset>
  );
}

export function ValueChoice<T extends string | number>({
  legend,
  name,
  options,
  value,
  host,
  onChange,
}: {
  legend: string;
  /** The radio group's name, unique on the page. */
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  host: boolean;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={String(option.value)}>
          <input
            type="radio"
            name={name}
            checked={option.value === value}
            disabled={!host}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** The spice levels, as the one-phone packs sheet names them. */
export const spiceOptions = (t: Translate) =>
  [
    { value: 1, label: t('play.packs.mild') },
    { value: 2, label: t('play.packs.cheeky') },
    { value: 3, label: t('play.packs.anything') },
  ] as const;

/** A choice of rounds; 0 plays on. */
export const roundOptions = (t: Translate, values: readonly number[]) =>
  values.map((value) => ({
    value,
    label: value === 0 ? t('rooms.game.playOn') : String(value),
  }));

/** A choice of seconds a turn. */
export const secondsOptions = (t: Translate, values: readonly number[]) =>
  values.map((value) => ({ value, label: t('rooms.game.secondsValue', { seconds: value }) }));

/** "A, B and C" in the page's language. */
export function namesList(t: Translate, names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return t('rooms.game.and', { names: names.slice(0, -1).join(', '), last: names.at(-1)! });
}
