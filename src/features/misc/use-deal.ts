import { useState } from 'react';
import { pickOther } from './pick';

/**
 * One random item from `pool` on screen, and a way to deal another. When the pool changes (the
 * spice limit loaded or changed) an item no longer in it is replaced at once.
 */
export function useDeal<T extends { id: string }>(pool: readonly T[]): [T | null, () => void] {
  const [state, setState] = useState(() => ({ pool, id: pickOther(pool)?.id ?? null }));
  let current = state;
  if (state.pool !== pool) {
    // React's "adjust state while rendering" pattern: no effect, no flash of a stale item.
    const kept = pool.some((item) => item.id === state.id);
    current = { pool, id: kept ? state.id : (pickOther(pool)?.id ?? null) };
    setState(current);
  }
  const item = pool.find((entry) => entry.id === current.id) ?? null;
  const next = () => setState({ pool, id: pickOther(pool, current.id ?? undefined)?.id ?? null });
  return [item, next];
}
