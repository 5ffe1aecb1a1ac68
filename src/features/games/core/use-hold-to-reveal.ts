import { useState, type KeyboardEvent } from 'react';

// Press and hold to see a secret (Mix's charades word, Meyer's dice, word guess's word): shown
// while a finger, the mouse, Space or Enter holds the button, hidden the moment it is let go or
// focus leaves. Holding a key does nothing else: the game pages listen for Space and Enter.

const HOLD_KEYS = new Set([' ', 'Enter']);

/** Whether the secret is held open, and the props that make a button hold it. */
export function useHoldToReveal() {
  const [held, setHeld] = useState(false);
  const onKey = (event: KeyboardEvent<HTMLButtonElement>, down: boolean) => {
    if (!HOLD_KEYS.has(event.key)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!event.repeat) setHeld(down);
  };
  const holdProps = {
    'aria-pressed': held,
    onPointerDown: () => setHeld(true),
    onPointerUp: () => setHeld(false),
    onPointerLeave: () => setHeld(false),
    onPointerCancel: () => setHeld(false),
    onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onKey(event, true),
    onKeyUp: (event: KeyboardEvent<HTMLButtonElement>) => onKey(event, false),
    onBlur: () => setHeld(false),
  };
  return { held, holdProps };
}
