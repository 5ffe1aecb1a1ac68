import { translate, useLang, useT } from '../../../lib/i18n';
import { CardLead, cardSurface, useDealAnimation } from '../../feel';
import { ForfeitNote } from '../core/forfeit-note';
import type { ActiveRule } from '../core/session';
import { AdultBadge } from '../prompt-card';
import { useNextGesture } from '../use-next-gesture';
import { cardTextClass, PARTY_CARD_LOOKS } from './card-types';
import { fillNames, leftLine } from './rules';
import type { PartyShown } from './session';

// A Party stream card in its type's look, and the rules in play: in Party stream and in Mix.

/** The rules in play, each with the cards it has left. */
export function RulesStrip({ rules }: { rules: readonly ActiveRule[] }) {
  const t = useT();
  if (rules.length === 0) return null;
  return (
    <section className="party-rules" aria-labelledby="party-rules-title">
      <h2 id="party-rules-title">{t('partyStream.rulesInPlay')}</h2>
      <ul>
        {rules.map((rule) => (
          <li key={rule.id}>
            <span className="party-rule-text">{rule.text}</span>
            <span className="party-rule-left">{leftLine(rule.left)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The card in its type's look, in a live region; a tap or swipe on it deals the next. */
export function PartyCardView({
  card,
  shown,
  onNext,
}: {
  card: PartyShown;
  shown: number;
  onNext: (() => void) | null;
}) {
  const gesture = useNextGesture(onNext);
  const dealt = useDealAnimation<HTMLDivElement>(shown);
  const page = useLang();
  // A card from a player's own pack speaks the pack's language: its lead-ins too.
  const lang = card.lang ?? page;
  const look = PARTY_CARD_LOOKS[card.type];
  const text = fillNames(card.text, card.player, card.player2, lang);
  return (
    <div
      className={`prompt-card party-card ${look.className}`}
      data-party-type={card.type}
      lang={lang === page ? undefined : lang}
      {...cardSurface(look.look)}
      {...(onNext ? gesture : {})}
    >
      <div className="prompt-live" aria-live="polite" aria-atomic="true">
        <div ref={dealt} className="prompt-enter">
          {card.player && (
            <p className="prompt-player">
              {translate(lang, 'partyStream.turn', { player: card.player })}
            </p>
          )}
          <CardLead type={look.look}>{translate(lang, `partyStream.type.${card.type}`)}</CardLead>
          <p className={cardTextClass(text)}>{text}</p>
          <ForfeitNote forfeits={card.forfeits} lang={lang} />
          <p className="prompt-pack">
            {card.packName}
            <AdultBadge show={card.explicit} />
          </p>
        </div>
      </div>
    </div>
  );
}
