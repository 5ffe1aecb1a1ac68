import type { Lang } from '../../../lib/i18n';
import { CARD_SWAP, forfeitLine, type Forfeit } from './player-flags';

/**
 * Under a card that makes someone sip, the forfeit of each player not drinking tonight: the card
 * stays whole and only its sip is swapped ("Dev is not drinking tonight, so instead of a sip: …").
 * `sips` says who sips on every card of the game, when that is not on the card itself; `lang`,
 * the card's language when it is not the page's (a card from a player's own pack).
 */
export function ForfeitNote({
  forfeits,
  sips,
  as: Tag = 'p',
  lang,
}: {
  forfeits: readonly (Forfeit | null | undefined)[];
  sips?: string | undefined;
  /** A span inside a paragraph that already holds the card. */
  as?: 'p' | 'span';
  lang?: Lang | undefined;
}) {
  const shown = forfeits.filter((f): f is Forfeit => !!f);
  if (shown.length === 0) return null;
  return (
    <Tag className="prompt-forfeit">
      {sips && `${sips} `}
      {shown.map((f) => forfeitLine(f, CARD_SWAP, lang)).join(' ')}
    </Tag>
  );
}
