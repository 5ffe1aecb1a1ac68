import type { CSSProperties, ReactNode } from 'react';
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
