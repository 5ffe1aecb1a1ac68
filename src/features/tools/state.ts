import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { defineKv, whenDatabaseOpen, type Kv } from '../../db';
import { BEST_OF, HISTORY_SIZE, SIDES } from './coin';
import { MAX_DICE, MIN_DICE } from './dice';

// What the tools remember on this device, so a reload or a locked phone keeps the flips, the
// match and the dice on the table. Kept in kv (device-local, never synced): tool state is about
// this table, tonight.

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const side = v.picklist(SIDES);

export const coinKv = defineKv(
  'tools.coin',
  v.object({
    mode: v.union([v.literal('single'), v.picklist(BEST_OF)]),
    history: v.pipe(v.array(side), v.maxLength(HISTORY_SIZE)),
    tally: v.object({ heads: count, tails: count }),
    match: v.array(side),
  }),
  { mode: 'single', history: [], tally: { heads: 0, tails: 0 }, match: [] },
);

export const diceKv = defineKv(
  'tools.dice',
  v.object({
    dice: v.pipe(
      v.array(
        v.object({
          value: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6))),
          held: v.boolean(),
        }),
      ),
      v.minLength(MIN_DICE),
      v.maxLength(MAX_DICE),
    ),
    hidden: v.boolean(),
    covered: v.boolean(),
  }),
  {
    dice: [
      { value: null, held: false },
      { value: null, held: false },
    ],
    hidden: false,
    covered: false,
  },
);

/**
 * Keeps `current` in `kv`. The stored value is handed to `restore` once it is read, with whether
 * the user already acted (`touched`): a tap never waits for storage, and never gets overwritten by
 * it, and the tool decides what of the kept value joins it. Writes start once the read is done, so
 * the fallback never overwrites what was kept. Returns whether the read is done.
 */
export function useRemembered<T>(
  kv: Kv<T>,
  current: T,
  restore: (saved: T, touched: boolean) => void,
  touched: boolean,
): boolean {
  const [loaded, setLoaded] = useState(false);
  const restoreRef = useRef(restore);
  const touchedRef = useRef(touched);
  useEffect(() => {
    restoreRef.current = restore;
    touchedRef.current = touched;
  });
  useEffect(() => {
    let live = true;
    // A prerendered tool paints before the data layer is up: it reads once the database is open.
    whenDatabaseOpen()
      .then(() => kv.read())
      .then(
        (saved) => {
          if (!live) return;
          restoreRef.current(saved, touchedRef.current);
          setLoaded(true);
        },
        (error: unknown) => {
          console.warn('What the tool remembered could not be read', error);
          if (live) setLoaded(true);
        },
      );
    return () => {
      live = false;
    };
  }, [kv]);
  const json = JSON.stringify(current);
  useEffect(() => {
    if (!loaded) return;
    kv.write(JSON.parse(json) as T).catch((error: unknown) =>
      console.warn('The tool could not remember this', error),
    );
  }, [loaded, kv, json]);
  return loaded;
}
