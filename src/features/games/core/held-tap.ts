import { useEffect, useRef } from 'react';

// A game's first button (Start, Deal a category, Truth or Dare) is on screen from the page's first
// paint, prerendered, but it can only deal once the game's code has run and the table has been read
// from the device: at 4x CPU, offline, about half a second later. A tap in between used to fall on
// a disabled button and do nothing. Now the button is only marked unavailable (aria-disabled), the
// tap is kept, and the game acts on it as soon as it can: by index.html's script before the app's
// code has run, by the button itself after.

/** The attribute that names a game button whose early tap is kept (index.html reads it). */
export const HELD_TAP = 'data-held-tap';

declare global {
  interface Window {
    /** The button index.html's script saw tapped before the app came to life (its HELD_TAP). */
    __heldTap?: string;
  }
}

/** Takes the tap kept for the button `name` before the app came to life: true once, if any. */
export function takeEarlyTap(name: string, from: { __heldTap?: string } | undefined): boolean {
  if (!from || from.__heldTap !== name) return false;
  delete from.__heldTap;
  return true;
}

/**
 * What happens to a kept tap once the game can act: it acts, unless the button no longer asks
 * for it (`stillAsked` false: the table read from the device holds a game in progress, so the
 * Start that was tapped has become Next, and the game shows where it was instead of dealing past
 * it).
 */
export function keptTapActs(held: boolean, canAct: boolean, stillAsked: boolean) {
  if (!held || !canAct) return { act: false, keep: held };
  return { act: stillAsked, keep: false };
}

/**
 * Props for a game button that keeps a tap made before the game can act (`act` null) and acts on
 * it once it can, if the button still asks for it then (`stillAsked`). `name` ties the button to a
 * tap kept before the app came to life.
 */
export function useHeldTap(
  name: string,
  act: (() => void) | null,
  stillAsked: boolean,
): { [HELD_TAP]: string; 'aria-disabled': true | undefined; onClick: () => void } {
  const held = useRef(false);
  useEffect(() => {
    if (takeEarlyTap(name, typeof window === 'undefined' ? undefined : window)) held.current = true;
  }, [name]);
  useEffect(() => {
    const { act: now, keep } = keptTapActs(held.current, !!act, stillAsked);
    held.current = keep;
    if (now) act?.();
  }, [act, stillAsked]);
  return {
    [HELD_TAP]: name,
    'aria-disabled': act ? undefined : true,
    onClick: () => {
      if (act) act();
      else held.current = true;
    },
  };
}
