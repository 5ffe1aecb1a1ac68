import { translate, useLang } from '../../../lib/i18n';
import { CardLead, cardSurface, useDealAnimation } from '../../feel';
import { ForfeitNote } from '../core/forfeit-note';
import { AdultBadge } from '../prompt-card';
import { useNextGesture } from '../use-next-gesture';
import { fillNames, KIND_CARD_TYPES } from './rules';
import type { SquiffyShown } from './session';

/**
 * The card, big and in its kind's colours, in a live region so each new card is read out. A tap
 * or swipe on it (or Space, Enter, →) deals the next.
 */
export function SquiffyCardView({
  card,
  shown,
  onNext,
}: {
  card: SquiffyShown;
  shown: number;
  onNext: (() => void) | null;
}) {
  const gesture = useNextGesture(onNext);
  const dealt = useDealAnimation<HTMLDivElement>(shown);
  const page = useLang();
  // A card from a player's own pack speaks the pack's language: its lead-ins too.
  const lang = card.lang ?? page;
  const type = KIND_CARD_TYPES[card.kind];
  return (
    <div
      className="prompt-card"
      lang={lang === page ? undefined : lang}
      {...cardSurface(type)}
      {...(onNext ? gesture : {})}
    >
      <div className="prompt-live" aria-live="polite" aria-atomic="true">
        <div ref={dealt} className="prompt-enter">
          {card.player && (
            <p className="prompt-player">
              {card.kind === 'vote'
                ? translate(lang, 'squiffy.reads', { player: card.player })
                : translate(lang, 'squiffy.turn', { player: card.player })}
            </p>
          )}
          <CardLead type={type}>{translate(lang, `squiffy.kind.${card.kind}`)}</CardLead>
          <p className="prompt-text">{fillNames(card.text, card.player, card.player2, lang)}</p>
          <ForfeitNote forfeits={[card.forfeit, ...card.forfeits]} lang={lang} />
          <p className="prompt-pack">
            {card.packName}
            <AdultBadge show={card.explicit} />
          </p>
        </div>
      </div>
    </div>
  );
}
