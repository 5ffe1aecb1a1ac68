import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categoryPacks } from '../../content/games/category';
import { charadesPacks } from '../../content/games/charades';
import { mostLikelyToPacks } from '../../content/games/most-likely-to';
import { neverHaveIEverPacks } from '../../content/games/never-have-i-ever';
import { truthOrDarePacks } from '../../content/games/truth-or-dare';
import type { PromptPackSource } from '../../content/games/types';
import { body as dojoCoinsPage } from '../../content/info/bodies/dojo-coins';
import { GAMES } from '../games';
import { describeCoinReason, PACK_UNLOCKS, REWARDS, rewardStates } from './rewards';

const seed = readFileSync(new URL('../../../supabase/seed.sql', import.meta.url), 'utf8');
const migration = readFileSync(
  new URL(
    '../../../supabase/migrations/20261124300000_rewards_spending_accounts.sql',
    import.meta.url,
  ),
  'utf8',
);

/** The catalogue rows of an `insert into public.rewards … values (…)` statement. */
function rewardRows(sql: string) {
  const row =
    /\('([a-z-]+)', '((?:[^']|'')*)', '((?:[^']|'')*)', (\d+), (true|false), (\d+), '([a-z-]+)'\)/g;
  return [...sql.matchAll(row)].map((m) => ({
    id: m[1]!,
    title: m[2]!.replaceAll("''", "'"),
    description: m[3]!.replaceAll("''", "'"),
    coins: Number(m[4]),
    active: m[5] === 'true',
    sortOrder: Number(m[6]),
    requirement: m[7]!,
  }));
}

/** Rows after the later migrations' `update public.rewards set description = … where id = …`. */
function afterMigrations(rows: ReturnType<typeof rewardRows>) {
  const folder = new URL('../../../supabase/migrations/', import.meta.url);
  const later = readdirSync(folder)
    .filter((name) => name > '20261124300000_rewards_spending_accounts.sql')
    .sort()
    .map((name) => readFileSync(new URL(name, folder), 'utf8'))
    .join('\n');
  const update =
    /update public\.rewards set description = '((?:[^']|'')*)'\s+where id = '([a-z-]+)'/g;
  const next = rows.map((row) => ({ ...row }));
  for (const [, description, id] of later.matchAll(update)) {
    const row = next.find((r) => r.id === id);
    if (row) row.description = description!.replaceAll("''", "'");
  }
  return next;
}

describe('the offline reward catalogue', () => {
  it('is the server catalogue: same rewards, words, coins, requirements and order', () => {
    const rows = rewardRows(seed);
    expect(rows.length).toBeGreaterThan(0);
    const active = rows.filter((r) => r.active).sort((a, b) => a.sortOrder - b.sortOrder);
    expect(
      active.map(({ id, title, description, coins, requirement }) => ({
        id,
        title,
        description,
        coins,
        requirement,
      })),
    ).toEqual(REWARDS);
    // the migrations leave the same catalogue behind for projects that never re-run the seed
    expect(afterMigrations(rewardRows(migration))).toEqual(rows);
  });

  it('is the table the dojo coins page shows', () => {
    const table = dojoCoinsPage.find((block) => 'table' in block);
    expect(table && 'table' in table ? table.table.rows : null).toEqual(
      REWARDS.map((r) => [r.title, r.description, String(r.coins)]),
    );
  });

  it('offers for coins exactly the premium packs the server prices', () => {
    const prices = [...migration.matchAll(/\('([a-z-]+\/[a-z-]+)', (\d+)\)/g)].map((m) => ({
      key: m[1],
      price: Number(m[2]),
    }));
    expect(prices).toEqual(PACK_UNLOCKS.map(({ key, price }) => ({ key, price })));
    const content: Record<string, PromptPackSource[]> = {
      'never-have-i-ever': neverHaveIEverPacks,
      'truth-or-dare': truthOrDarePacks,
      'most-likely-to': mostLikelyToPacks,
      charades: charadesPacks,
      category: categoryPacks,
    };
    for (const unlock of PACK_UNLOCKS) {
      const [game, packId] = unlock.key.split('/') as [keyof typeof GAMES, string];
      const pack = content[game]?.find((p) => p.id === packId);
      expect(pack, unlock.key).toBeDefined();
      expect(pack!.premium).toBe(true);
      expect(pack!.name).toBe(unlock.packName);
      expect(GAMES[game].title).toBe(unlock.gameName);
    }
    // every premium prompt pack can be bought, and a premium pack id names one pack only, since a
    // game's own picker names its packs without the game
    const premium = Object.entries(content).flatMap(([game, packs]) =>
      packs.filter((p) => p.premium).map((p) => `${game}/${p.id}`),
    );
    expect([...premium].sort()).toEqual(PACK_UNLOCKS.map((p) => p.key).sort());
    const allIds = Object.values(content).flatMap((packs) => packs.map((p) => p.id));
    for (const key of premium) {
      expect(allIds.filter((id) => id === key.split('/')[1])).toHaveLength(1);
    }
  });
});

describe('coin history lines', () => {
  it('say what each entry was for in plain words', () => {
    expect(describeCoinReason('reward:first-pack')).toBe('Reward: Pack maker');
    expect(describeCoinReason('reward:newsletter')).toBe('Reward: In the loop');
    expect(describeCoinReason('referral:0b7c1a2e-0000-4000-8000-000000000000')).toBe(
      'A friend joined through your invite link',
    );
    expect(describeCoinReason('spend:unlock:charades/office')).toBe(
      'Unlocked Office chaos (Charades)',
    );
    expect(describeCoinReason('spend:unlock:nope/nope')).toBe('Unlocked a premium pack');
    expect(describeCoinReason('spend:party hat')).toBe('Spent on party hat');
    expect(describeCoinReason('grant')).toBe('Given by Party Dojo');
    expect(describeCoinReason('Stripe bonus')).toBe('Stripe bonus');
  });
});

describe('reward states', () => {
  const claim = (id: string, rewardId: string) => ({
    id,
    type: 'reward.claim',
    payload: { rewardId },
  });

  it('shows earned rewards, claims still waiting from an older app, and locked rewards; none to tap', () => {
    const states = rewardStates(
      ['welcome', 'fan'],
      [claim('o1', 'first-pack'), { id: 'o2', type: 'like.add', payload: { gameId: 'feedback' } }],
    );
    expect(states.get('welcome')).toEqual({ kind: 'earned' });
    expect(states.get('fan')).toEqual({ kind: 'earned' });
    expect(states.get('first-pack')).toEqual({ kind: 'pending' });
    expect(states.get('feedback')).toEqual({ kind: 'locked' });
    expect([...states.keys()]).toEqual(REWARDS.map((r) => r.id));
  });
});
