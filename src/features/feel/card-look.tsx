import {
  memo,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
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
 * lead line. Memoised: the lead and type stay the same from deal to deal in most games.
 */
export const CardLead = memo(function CardLead({
  type,
  children,
}: {
  type: CardType | null;
  children: ReactNode;
}) {
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
});

let motionQuery: MediaQueryList | null | undefined;

/** Whether the user asked for less motion (read at each deal, so a change applies at once). */
function lessMotion(): boolean {
  if (motionQuery === undefined)
    motionQuery =
      typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
  return motionQuery?.matches ?? false;
}

/** The entrances' keyframes (feel.css, games.css): a deal starts these over, nothing else. */
const ENTRANCES = new Set(['card-deal', 'chip-pop', 'card-in']);

/**
 * Plays a card's entrance again on every deal: `deal` is what was dealt (a new value each time).
 * The card stays the same elements and only its words change. Its entrance (and its chip's) is a
 * CSS animation held at its last frame (`both`), and each deal sets those same animations back to
 * their first frame and plays them, in the commit that shows the new words: the frame that answers
 * the tap paints the card as its entrance begins.
 *
 * Starting the same animations over costs a tap less than starting new ones (issue 17). The build
 * before flipped a second animation name in on each deal, a frame after the tap's, which held the
 * card hidden for that frame: over 4 interleaved rounds of 120 taps at 4x CPU its tap-to-paint was
 * 39 ms at p50 and 73 ms at p95, and this one's 34 and 58. Under reduced motion nothing enters:
 * the card's words change and that is the whole deal.
 */
export function useDealAnimation<T extends HTMLElement>(deal: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const card = ref.current;
    if (!card || lessMotion()) return;
    // The card's first deal has just started its entrance: setting it to its first frame again
    // changes nothing.
    for (const animation of card.getAnimations({ subtree: true })) {
      const name = (animation as Partial<CSSAnimation>).animationName;
      if (!name || !ENTRANCES.has(name)) continue;
      animation.currentTime = 0;
      animation.play();
    }
  }, [deal]);
  return ref;
}
