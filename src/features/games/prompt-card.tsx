import type { ReactNode } from 'react';
import { quotes } from '../../content/games/quotes';
import { translate, useLang, useT } from '../../lib/i18n';
import { CardLead, cardSurface, cardTypeFor, useDealAnimation } from '../feel';
import { fillSlot, type RenderedPrompt } from './core/manifest';
import { ForfeitNote } from './core/forfeit-note';
import type { ShownPrompt } from './core/session';
import { seededOrder, seedStream } from './table/seeded';
import { useNextGesture } from './use-next-gesture';

/** The quotes in an order of their own for each game and night: the same seed gives the same. */
function quoteOrder(night: string): number[] {
  return seededOrder(quotes.length, seedStream(new Uint8Array(16), `quotes ${night}`));
}

let remembered: { night: string; order: number[] } | null = null;

/**
 * Every eighth prompt a short line from the quotes library sits under the card. The order is
 * shuffled for each game on each day (U12: it was the same order in every game), stays the same
 * through a reload, and shows every quote once before any comes round again.
 */
export function quoteFor(shown: number, game = '', day = new Date()): string | null {
  if (shown === 0 || shown % 8 !== 0) return null;
  const night = `${day.getFullYear()}-${day.getMonth() + 1}-${day.getDate()} ${game}`;
  if (remembered?.night !== night) remembered = { night, order: quoteOrder(night) };
  const index = remembered.order[(shown / 8 - 1) % quotes.length] ?? 0;
  return quotes[index]?.text ?? null;
}

/** The 18+ marker shown beside the pack name of a prompt from an explicit pack. */
export function AdultBadge({ show }: { show: boolean }) {
  const t = useT();
  return show ? (
    <span className="badge badge-adult" title={t('play.packs.adultBadge')}>
      18+
    </span>
  ) : null;
}

/**
 * The prompt, big, in a live region so screen readers announce each new one. Tapping or
 * swiping the card (or Space, Enter, →) asks for the next.
 */
export function PromptCard({
  prompt,
  render,
  onNext,
  badge,
  children,
}: {
  prompt: ShownPrompt | null;
  render: (text: string, list: number, prompt: ShownPrompt) => RenderedPrompt;
  onNext: (() => void) | null;
  badge?: ReactNode;
  /** Shown instead of a prompt (the intro, a choice). */
  children?: ReactNode;
}) {
  const page = useLang();
  const gesture = useNextGesture(onNext);
  const rendered = prompt
    ? render(fillSlot(prompt.text, prompt.named, prompt.named2 ?? null), prompt.list, prompt)
    : null;
  // A card from a player's own pack speaks the pack's language: the words around it too.
  const lang = rendered?.lang ?? page;
  const type = rendered && prompt ? cardTypeFor(prompt.game, prompt.list) : null;
  const dealt = useDealAnimation<HTMLDivElement>(prompt);
  return (
    <div
      className="prompt-card"
      lang={lang === page ? undefined : lang}
      {...cardSurface(type)}
      {...(onNext ? gesture : {})}
    >
      <div className="prompt-live" aria-live="polite" aria-atomic="true">
        {rendered && prompt ? (
          <div ref={dealt} className="prompt-enter">
            {prompt.player && (
              <p className="prompt-player">
                {rendered.reads
                  ? translate(lang, 'play.prompt.reads', { name: prompt.player })
                  : prompt.player}
              </p>
            )}
            <CardLead type={type}>{rendered.lead}</CardLead>
            <p className="prompt-text">{rendered.text}</p>
            <ForfeitNote
              forfeits={[prompt.forfeit, ...(prompt.forfeits ?? [])]}
              sips={rendered.sips}
              lang={lang}
            />
            <p className="prompt-pack">
              {prompt.packName}
              {badge}
            </p>
          </div>
        ) : (
          children
        )}
      </div>
    </div>
  );
}
