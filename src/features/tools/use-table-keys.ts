import { useEffect, useRef, useState } from 'react';

// Small hooks the tools share: the Space bar as the main action, and the reduced-motion setting.

const CONTROLS =
  'button, a[href], input, select, textarea, summary, [role="button"], [contenteditable]';

/**
 * Space runs `action` while focus is on the page itself. On a control, Space keeps its own job
 * (a focused button is pressed by the browser), so one press never acts twice.
 */
export function useSpaceKey(action: () => void): void {
  const ref = useRef(action);
  useEffect(() => {
    ref.current = action;
  }, [action]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || event.defaultPrevented) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(CONTROLS) || target?.closest('[role="dialog"]')) return;
      event.preventDefault();
      ref.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the user asked for less motion, following changes while the page is open. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof matchMedia === 'function' && matchMedia(QUERY).matches,
  );
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(QUERY);
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
