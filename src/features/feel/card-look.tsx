import { useLayoutEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { CARD_PALETTES, GLOW, parseHex, type CardType } from './card-types';
import { FeelIcon } from './feel-icons';
import './feel.css';

/**
 * Attributes that paint a card in its type's colours (spread them on the card element). The
 * colours travel as custom properties from the tested palette, so the CSS holds no second copy.
 */
export function cardSurface(type: CardType | null): {
  'data-card-type'?: CardType;
  style?: CSSProperties;
} {
  if (!type) return {};
  const p = CARD_PALETTES[type];
  const [r, g, b] = parseHex(p.accent);
  return {
    'data-card-type': type,
    style: {
      '--card-accent': p.accent,
      '--card-on-accent': p.onAccent,
      '--card-surface': p.surface,
      '--card-glow': `rgb(${r} ${g} ${b} / ${GLOW})`,
    } as CSSProperties,
  };
}

/**
 * The lead-in above a prompt ("Truth", "Never have I ever"…) as a coloured chip with the type's
 * icon, and the icon again, large and faint, behind the prompt; without a type it is the plain
 * lead line.
 */
export function CardLead({ type, children }: { type: CardType | null; children: ReactNode }) {
  if (!type) return <p className="prompt-lead">{children}</p>;
  return (
    <>
      <FeelIcon name={type} size={150} className="card-mark" />
      <p className="prompt-lead card-chip">
        <FeelIcon name={type} />
        <span>{children}</span>
      </p>
    </>
  );
}

/**
 * Plays a card's entrance again on every deal: `deal` is what was dealt (a new value each time).
 * The card stays the same elements and only its words change; each deal flips its `data-deal`
 * between "a" and "b", and the entrance (feel.css, games.css) runs under another name for each,
 * so it starts over in the frame that paints the new words. Dealing new elements instead cost
 * every tap of Next their creation, styles and layout, about a third of the frame at 4x CPU; and
 * rewinding the running animations from script made the tap work out every style first (issue
 * 17). Under reduced motion neither name animates.
 */
export function useDealAnimation<T extends HTMLElement>(deal: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const card = ref.current;
    if (card) card.dataset.deal = card.dataset.deal === 'b' ? 'a' : 'b';
  }, [deal]);
  return ref;
}
