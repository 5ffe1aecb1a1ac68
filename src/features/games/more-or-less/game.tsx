import { useMemo, type ReactNode } from 'react';
import { useLang } from '../../../lib/i18n';
import { GameShell, usePackContext } from '../core/game-shell';
import { isUsable } from '../core/packs';
import { MolEnding } from './ending';
import { factSet } from './content';
import { MolPlay } from './play-screen';
import { commitMol, useMolSession } from './session-store';
import { MolContext, type MolStore } from './store';
import { MolHowToPlay, TeamSelect } from './team-select';
import './more-or-less.css';

// More or less: three pages (team select, the game, the ending) in one frame. The session lives
// in memory for the page load (`session-store.ts`), so the pages share it without re-reading, and
// a reload on any of them picks the same game up from storage.

const GAME = 'more-or-less';
const TITLE = 'More or less';

function MoreOrLessFrame({ children }: { children: ReactNode }) {
  const context = usePackContext(GAME);
  const state = useMolSession();
  const states = context?.states;
  const premium = context?.premium ?? false;
  // On a Danish page the Danish facts (the route loaded them before the page showed).
  const { facts: ALL_FACTS, byId: BY_ID, packs: FACT_PACKS, categoryName } = factSet(useLang());
  const facts = useMemo(() => {
    if (!states) return ALL_FACTS;
    const on = new Set(FACT_PACKS.filter((p) => isUsable(p, states, premium)).map((p) => p.id));
    const chosen = ALL_FACTS.filter((f) => on.has(f.category));
    return chosen.length > 0 ? chosen : ALL_FACTS;
  }, [states, premium, ALL_FACTS, FACT_PACKS]);
  const store = useMemo<MolStore | null>(
    () =>
      state && context
        ? {
            state,
            commit: commitMol,
            facts,
            byId: BY_ID,
            categoryName,
            players: context.players,
            flags: context.flags,
          }
        : null,
    [state, facts, context, BY_ID, categoryName],
  );
  // Team select is prerendered: its How to play paints from HTML while the saved game, the
  // players and the packs are read, and the setup then fills in below it, moving nothing.
  if (!store) {
    return (
      <GameShell
        game={GAME}
        title={TITLE}
        context={context}
        packs={FACT_PACKS}
        reading
        statusLine={false}
      >
        <MolHowToPlay />
      </GameShell>
    );
  }
  return (
    <GameShell game={GAME} title={TITLE} context={context} packs={FACT_PACKS}>
      <MolContext.Provider value={store}>{children}</MolContext.Provider>
    </GameShell>
  );
}

export function MoreOrLessTeamSelectPage() {
  return (
    <MoreOrLessFrame>
      <TeamSelect />
    </MoreOrLessFrame>
  );
}

export function MoreOrLessGamePage() {
  return (
    <MoreOrLessFrame>
      <MolPlay />
    </MoreOrLessFrame>
  );
}

export function MoreOrLessEndingPage() {
  return (
    <MoreOrLessFrame>
      <MolEnding />
    </MoreOrLessFrame>
  );
}
