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

/**
 * Plays a card's entrance again on every deal: `deal` is what was dealt (a new value each time).
 * The card stays the same elements and only its words change; its entrance runs under one of two
 * names, "a" and "b" in its `data-deal`, flipped on each deal, since a new name is what starts a
 * running animation over (feel.css, games.css). Dealing new elements instead cost every tap of
 * Next their creation, styles and layout.
 *
 * The tap's own frame paints the card hidden (`data-deal="wait"`: no animation, opacity 0, which
 * is what an entrance shows first) and the entrance starts in the frame after. Starting an
 * animation is the dearest part of a deal's style work, about 10 ms of main thread at 4x CPU
 * whatever the animation, and it held up the paint that answers the tap (issue 17). Under
 * reduced motion nothing enters: the card's words change and that is the whole deal, with no
 * frames after it.
 */
export function useDealAnimation<T extends HTMLElement>(deal: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  const name = useRef<'a' | 'b'>('b');
  useLayoutEffect(() => {
    const card = ref.current;
    if (!card || lessMotion()) return;
    const next = (name.current = name.current === 'a' ? 'b' : 'a');
    card.dataset.deal = 'wait';
    // The first callback runs in the frame that paints the tap, the second in the one after.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        card.dataset.deal = next;
      });
    });
    // Dealt again before it started (or the card left): only the latest deal enters.
    return () => cancelAnimationFrame(frame);
  }, [deal]);
  return ref;
}
