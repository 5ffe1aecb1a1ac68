import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../lib/i18n';
import { cardSurface, CardLead } from '../../feel';
import type { CategorySetSource } from '../../../content/games/types';
import { EndGameButton } from '../core/recap-view';
import { HostCodePanel, ShowCodeAgain } from '../table/code-panel';
import { tableFingerprint } from '../table/fingerprint';
import type { TableCode } from '../table/payload';
import type { CicSession, CicTable } from './session';
import { cicCodeAt, lastTableRound, readCicTable, startTableRound } from './table';

// Country, island, city with everyone writing on their own phone (./table.ts). Every phone taps
// Start together and shows the same letter and clock; each player types their answers on their
// own phone, and at pens down reads them out while the host's phone marks them (the one-phone
// marking screen) and keeps the scores. The others go on to the next round with one tap.

/** The table's line under the title: round, this phone's seat and the four pictures. */
export function CicTableStatus({ code, state }: { code: TableCode; state: CicSession }) {
  const t = useT();
  const fingerprint = tableFingerprint(code);
  const seat = state.table?.seat;
  return (
    <span className="table-turn-line">
      <span data-testid="table-turn">
        {state.round > 0 ? t('cic.table.round', { round: state.round }) : t('cic.table.before')}
        {state.rounds > 0 && t('cic.table.of', { rounds: state.rounds })}
      </span>
      {seat !== null && seat !== undefined && <span>· {code.seats[seat]?.name}</span>}
      <span aria-label={t('cic.table.label', { words: fingerprint.words.join(', ') })}>
        · {fingerprint.pictures.join('')}
      </span>
    </span>
  );
}

/** The code no longer reads (storage edited, or an app too old for it): rejoin or play alone. */
export function CicTableLost({ leave }: { leave: () => void }) {
  const t = useT();
  return (
    <>
      <p className="table-problem" role="alert">
        {t('cic.table.unreadable')}
      </p>
      <Link to="/join" className="btn btn-primary btn-block">
        {t('cic.table.scan')}
      </Link>
      <button type="button" className="btn btn-ghost btn-block" onClick={leave}>
        {t('cic.table.onThisPhone')}
      </button>
    </>
  );
}

/** The phases a phone at the table shows itself; the host's marking and scores are the game's. */
export function CicTableView({
  state,
  table,
  code,
  set,
  remaining,
  commit,
  leave,
}: {
  state: CicSession;
  table: CicTable;
  code: TableCode;
  set: CategorySetSource;
  remaining: number;
  commit: (next: CicSession) => void;
  leave: () => void;
}) {
  const t = useT();
  const qr = useMemo(() => cicCodeAt(code, state.round), [code, state.round]);
  const start = () => commit(startTableRound(state, code, set));
  const again = (
    <ShowCodeAgain qr={qr} turnLabel={t('cic.table.again', { round: state.round + 1 })} />
  );

  if (table.seat === null) {
    return (
      <HostCodePanel
        qr={qr}
        game={t('play.title.country-island-city')}
        seats={code.seats}
        chooseSeat={(seat) => commit({ ...state, table: { ...table, seat } })}
      />
    );
  }

  if (state.phase === 'ready') {
    return (
      <div className="cic-round">
        <p className="intro-text">{t('cic.table.together', { round: state.round + 1 })}</p>
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={start}>
          {t('cic.table.start', { round: state.round + 1 })}
        </button>
        {again}
        <EndGameButton onEnd={leave} />
      </div>
    );
  }

  if (state.phase === 'playing') {
    const write = (column: number, value: string) => {
      const mine = set.categories.map((_, c) => (c === column ? value : (table.mine[c] ?? '')));
      commit({ ...state, table: { ...table, mine } });
    };
    return (
      <div className="cic-round">
        <div aria-live="polite" {...cardSurface('letter')}>
          <CardLead type="letter">{t('cic.letterIs')}</CardLead>
          <p className="cic-letter" data-testid="table-letter">
            {state.letter}
          </p>
        </div>
        <p className={`timer ${remaining <= 10 ? 'timer-low' : ''}`} role="timer">
          {remaining}
        </p>
        {remaining === 0 && <p className="hint">{t('cic.pensDown')}</p>}
        <div className="cic-mine">
          {set.categories.map((c, column) => (
            <label key={c} className="answer-row">
              <span>{c}</span>
              <input
                className="input"
                value={table.mine[column] ?? ''}
                onChange={(e) => write(column, e.target.value)}
                autoComplete="off"
                autoCapitalize="words"
                spellCheck={false}
              />
            </label>
          ))}
        </div>
        <button
          type="button"
          className="btn btn-primary btn-large btn-block"
          onClick={() => commit({ ...state, phase: 'scoring', roundEndsAt: null })}
        >
          {t('cic.table.pensDown')}
        </button>
      </div>
    );
  }

  // Pens down on a phone other than the host's: this player's answers, big, to read out.
  return (
    <div className="cic-answers">
      <MyAnswers state={state} table={table} set={set} />
      <p className="hint">
        {t('cic.table.hostMarks')} {lastTableRound(state) ? t('cic.table.lastRound') : ''}
      </p>
      {lastTableRound(state) ? (
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={leave}>
          {t('cic.table.leave')}
        </button>
      ) : (
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={start}>
          {t('cic.table.start', { round: state.round + 1 })}
        </button>
      )}
      {again}
    </div>
  );
}

/** This phone's answers for the round, to read out at pens down. */
export function MyAnswers({
  state,
  table,
  set,
}: {
  state: CicSession;
  table: CicTable;
  set: CategorySetSource;
}) {
  const t = useT();
  return (
    <section className="cic-mine" aria-labelledby="cic-mine-title">
      <h2 id="cic-mine-title" className="cic-round-heading">
        {t('cic.table.yours', { letter: state.letter ?? '' })}
      </h2>
      <dl className="cic-mine-list" data-testid="my-answers">
        {set.categories.map((c, column) => (
          <div key={c} className="answer-row">
            <dt>{c}</dt>
            <dd>{table.mine[column]?.trim() || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export { readCicTable };
