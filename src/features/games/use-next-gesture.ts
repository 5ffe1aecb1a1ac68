import { useEffect, useRef, type PointerEvent } from 'react';

const SWIPE_PX = 50;
const TAP_PX = 10;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // Buttons and links handle their own Enter and Space; fields need every key.
  return !!target.closest('input, textarea, select, button, a, [role="dialog"]');
}

/**
 * "Next" by tap or swipe on the card, and by Space, Enter or → anywhere on the page (except
 * while typing or in a dialog). Returns pointer handlers for the card.
 */
export function useNextGesture(onNext: (() => void) | null) {
  const latest = useRef(onNext);
  useEffect(() => {
    latest.current = onNext;
  }, [onNext]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== ' ' && event.key !== 'Enter' && event.key !== 'ArrowRight') return;
      if (isTyping(event.target) || !latest.current) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || !latest.current) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      const tap = Math.abs(dx) < TAP_PX && Math.abs(dy) < TAP_PX;
      const swipe = Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy);
      if (tap || swipe) latest.current();
    },
  };
}
