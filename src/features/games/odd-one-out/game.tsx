import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { QrCode } from '../../../components/qr-code';
import { cue } from '../../feel';
import { FingerprintView, tableFingerprint } from '../table/fingerprint-view';
import { toTypedCode, type TableCode } from '../table/payload';
import { playersProblem } from '../core/player-count';
import { confirmAdult, useAdultConfirmed } from '../state';
import { GameShell, usePackContext } from '../core/game-shell';
import { buildRecap } from '../core/recap';
import { EndGameButton, RecapView } from '../core/recap-view';
import { useGameSession } from '../core/use-game-session';
import { useHoldToReveal } from '../core/use-hold-to-reveal';
import {
  gameOver,
  OUTCOME_LABELS,
  roundPoints,
  type OddOneOutRound,
  type RoundOutcome,
} from './rules';
import { freshSession, parseSession, type OddOneOutSession } from './session';
import { codeAtRound, currentRound, newTable, storedTable, tableWords } from './table';
import { OtherLanguage } from '../table/other-language';
import { pathIn } from '../../../lib/i18n';
import '../games.css';
import './odd-one-out.css';

// Odd one out: every player but one gets the round's secret word, one gets only the category.
// Played on one phone passed round, or at a table of phones with no signal at all: the host's
// phone shows one code, every other phone scans it (/join) and shows only its own seat's word,
// each dealing the same rounds from the code's seed.

const GAME = 'odd-one-out';
const TITLE = 'Odd one out';
const SPICE_LABELS = { 1: 'Everyone', 2: 'Cheeky too', 3: 'Adults too' } as const;
const ROUND_LABELS = { 3: '3 rounds', 5: '5 rounds', 8: '8 rounds', 0: 'No limit' } as const;

export function OddOneOutGame() {
  const context = usePackContext(GAME);
  const { state, commit } = useGameSession(GAME, parseSession, freshSession);
  const code = useMemo(() => (state ? storedTable(state) : null), [state]);

  if (!state) {
    return (
      <GameShell game={GAME} title={TITLE} context={context} packs={null} reading>
        <div className="ooo-setup">
          <HowToPlay />
        </div>
      </GameShell>
    );
  }

  const names = code?.seats.map((seat) => seat.name) ?? [];
  const scoreboard = Object.fromEntries(names.map((name, i) => [name, state.scores[i] ?? 0]));

  if (state.ended) {
    return (
      <GameShell game={GAME} title={TITLE} context={context} packs={null} playersButton={false}>
        <RecapView
          recap={buildRecap({
            played: state.log.length,
            unit: 'rounds',
            scores: scoreboard,
            picked: state.picked,
          })}
          pickedTitle="Who was the odd one out"
          onPlayAgain={() =>
            commit({
              ...freshSession(),
              rounds: state.rounds,
              spice: state.spice,
              mode: state.mode,
            })
          }
        />
        {!state.host && state.mode === 'table' && (
          <p className="hint">
            The host starts the next game with a new code: <Link to="/join">scan it here</Link>.
          </p>
        )}
      </GameShell>
    );
  }

  if (state.phase === 'setup' || !code) {
    return (
      <GameShell
        game={GAME}
        title={TITLE}
        context={context}
        packs={null}
        status={<span>New game</span>}
      >
        <Setup
          state={state}
          players={context?.players ?? []}
          start={(mode) => {
            const table = newTable(context?.players ?? [], context?.flags ?? {}, {
              rounds: state.rounds,
              spice: state.spice,
            });
            commit({
              ...state,
              mode,
              phase: mode === 'pass' ? 'roles' : 'code',
              table: codeAtRound(table, 0),
              host: true,
              seat: null,
              round: 0,
              looked: 0,
              scores: table.seats.map(() => 0),
              log: [],
              picked: {},
            });
          }}
          commit={commit}
        />
      </GameShell>
    );
  }

  // A table in the other language deals words this page does not have: its twin page has them.
  const words = tableWords(code);
  if (!words.ok && words.lang) {
    return (
      <GameShell game={GAME} title={TITLE} context={context} packs={null} playersButton={false}>
        <OtherLanguage
          lang={words.lang}
          href={pathIn('/games/odd-one-out', words.lang)}
          joining={false}
        />
      </GameShell>
    );
  }

  const round = currentRound(code, state.round);
  const fingerprint = tableFingerprint(code);
  const roundLabel =
    state.rounds > 0 ? `Round ${state.round + 1} of ${state.rounds}` : `Round ${state.round + 1}`;
  const status = (
    <span className="ooo-status">
      {roundLabel}
      {state.mode === 'table' && state.seat !== null && <> · {names[state.seat]}</>}
      {state.mode === 'table' && (
        <>
          {' · '}
          <span
            className="ooo-fingerprint-inline"
            aria-label={`Table: ${fingerprint.words.join(', ')}`}
          >
            {fingerprint.pictures.join('')}
          </span>
        </>
      )}
    </span>
  );

  const finishRound = (outcome: RoundOutcome) => {
    const points = roundPoints(outcome, round.oddSeat, names.length);
    const played = state.round + 1;
    const odd = names[round.oddSeat] ?? '';
    cue(outcome === 'caught' ? 'point' : 'time-up');
    commit({
      ...state,
      scores: names.map((_, i) => (state.scores[i] ?? 0) + (points[i] ?? 0)),
      log: [...state.log, { round: state.round, outcome }],
      picked: { ...state.picked, [odd]: (state.picked[odd] ?? 0) + 1 },
      round: played,
      looked: 0,
      phase: 'roles',
      ended: gameOver(state.rounds, played),
    });
  };

  return (
    // Under way, the seats are the table code's, on every phone: the Players sheet would change
    // nothing at this table, so it is not offered.
    <GameShell
      game={GAME}
      title={TITLE}
      context={context}
      packs={null}
      status={status}
      playersButton={false}
    >
      {state.phase === 'code' && (
        <TableCodePanel
          code={code}
          round={state.round}
          seat={state.seat}
          chooseSeat={(seat) => commit({ ...state, seat, phase: 'roles' })}
        />
      )}
      {state.phase === 'roles' && state.mode === 'pass' && (
        <PassRoles
          round={round}
          names={names}
          looked={state.looked}
          next={() =>
            commit(
              state.looked + 1 >= names.length
                ? { ...state, looked: 0, phase: 'asking' }
                : { ...state, looked: state.looked + 1 },
            )
          }
        />
      )}
      {state.phase === 'roles' && state.mode === 'table' && state.seat !== null && (
        <OwnRole
          round={round}
          seat={state.seat}
          name={names[state.seat] ?? ''}
          next={() => commit({ ...state, phase: 'asking' })}
        />
      )}
      {state.phase === 'asking' && (
        <Asking round={round} names={names} reveal={() => commit({ ...state, phase: 'reveal' })} />
      )}
      {state.phase === 'reveal' && <Reveal round={round} names={names} finish={finishRound} />}
      {state.phase !== 'code' && state.mode === 'table' && (
        <ShowCodeAgain code={code} round={state.round} />
      )}
      {state.log.length > 0 && (
        <ol className="ooo-scores" aria-label="Scores">
          {names.map((name, i) => (
            <li key={`${i}:${name}`}>
              {name} <b>{state.scores[i] ?? 0}</b>
            </li>
          ))}
        </ol>
      )}
      <EndGameButton onEnd={() => commit({ ...state, ended: true })} />
    </GameShell>
  );
}

/** How a round goes: the first lines of the setup, painted from HTML before the saved game is read. */
function HowToPlay() {
  return (
    <p className="intro-text">
      Everyone gets the same secret word, except one player, who only learns the category. Take
      turns asking each other questions about the word, then point on three at who you think is
      bluffing. Caught? The odd one out still wins by naming the word.
    </p>
  );
}

function Setup({
  state,
  players,
  start,
  commit,
}: {
  state: OddOneOutSession;
  players: readonly string[];
  start: (mode: 'pass' | 'table') => void;
  commit: (next: OddOneOutSession) => void;
}) {
  const adultConfirmed = useAdultConfirmed();
  const [askingAge, setAskingAge] = useState(false);
  const problem = playersProblem('odd-one-out', players.length);
  return (
    <div className="ooo-setup">
      <HowToPlay />
      <fieldset className="chips">
        <legend>Length</legend>
        {([3, 5, 8, 0] as const).map((rounds) => (
          <button
            key={rounds}
            type="button"
            className="chip"
            aria-pressed={state.rounds === rounds}
            onClick={() => commit({ ...state, rounds })}
          >
            {ROUND_LABELS[rounds]}
          </button>
        ))}
      </fieldset>
      <fieldset className="chips">
        <legend>Words</legend>
        {([1, 2, 3] as const).map((spice) => (
          <button
            key={spice}
            type="button"
            className="chip"
            aria-pressed={state.spice === spice}
            onClick={() => {
              if (spice === 3 && !adultConfirmed) setAskingAge(true);
              else commit({ ...state, spice });
            }}
          >
            {SPICE_LABELS[spice]}
          </button>
        ))}
      </fieldset>
      {askingAge && (
        <div className="ooo-age" role="group" aria-label="Everyone 18 or older?">
          <p>Is everyone at the table 18 or older?</p>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => {
              void confirmAdult();
              setAskingAge(false);
              commit({ ...state, spice: 3 });
            }}
          >
            Yes, everyone is
          </button>
          <button
            type="button"
            className="btn btn-small btn-ghost"
            onClick={() => setAskingAge(false)}
          >
            No
          </button>
        </div>
      )}
      <div className="ooo-start sticky-start">
        {problem && (
          <p className="hint small" id="ooo-start-problem">
            {problem}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary btn-large btn-block"
          disabled={!!problem}
          aria-describedby={problem ? 'ooo-start-problem' : undefined}
          onClick={() => start('pass')}
        >
          Play on this phone
        </button>
        <button
          type="button"
          className="btn btn-large btn-block"
          disabled={!!problem}
          aria-describedby={problem ? 'ooo-start-problem' : 'ooo-table-hint'}
          onClick={() => start('table')}
        >
          Everyone on their own phone
        </button>
        <p className="hint small" id="ooo-table-hint">
          No signal needed: the other phones scan one code from this one, and each shows only its
          own player’s word.
        </p>
      </div>
      <p className="ooo-join-link">
        Someone else is hosting? <Link to="/join">Join their table</Link>
      </p>
    </div>
  );
}

function Pictures({ code }: { code: TableCode }) {
  const fingerprint = tableFingerprint(code);
  return <FingerprintView pictures={fingerprint.pictures} words={fingerprint.words} />;
}

function TableCodePanel({
  code,
  round,
  seat,
  chooseSeat,
}: {
  code: TableCode;
  round: number;
  seat: number | null;
  chooseSeat: (seat: number) => void;
}) {
  return (
    <section className="ooo-code" aria-labelledby="ooo-code-title">
      <h2 id="ooo-code-title">Everyone else: scan this</h2>
      <p className="hint">
        On each other phone, open Party Dojo’s Odd one out, tap <b>Join their table</b>, scan this
        code and pick your name. No signal needed.
      </p>
      <QrCode
        value={codeAtRound(code, round)}
        className="qr ooo-qr"
        label="The table code, for the other phones to scan"
      />
      <p className="hint small">Every phone at this table shows these four pictures:</p>
      <Pictures code={code} />
      <TypedCode code={code} round={round} />
      <h3>Which one is you?</h3>
      <div className="ooo-seats">
        {code.seats.map((s, i) => (
          <button
            key={`${i}:${s.name}`}
            type="button"
            className="btn btn-block"
            aria-pressed={seat === i}
            onClick={() => chooseSeat(i)}
          >
            {s.name}
          </button>
        ))}
      </div>
    </section>
  );
}

function ShowCodeAgain({ code, round }: { code: TableCode; round: number }) {
  return (
    <details className="ooo-again">
      <summary>Show the table code</summary>
      <p className="hint small">
        For a phone that joins late or fell out of step: it picks up at round {round + 1}.
      </p>
      <QrCode
        value={codeAtRound(code, round)}
        className="qr ooo-qr"
        label="The table code, for the other phones to scan"
      />
      <Pictures code={code} />
      <TypedCode code={code} round={round} />
    </details>
  );
}

/** The same code in letters, for a phone whose camera fails (names are left out to keep it
 * short: that phone shows seats by number). */
function TypedCode({ code, round }: { code: TableCode; round: number }) {
  return (
    <details className="ooo-typed">
      <summary>Camera not working? Type a code instead</summary>
      <p className="ooo-typed-code" data-testid="typed-code">
        {toTypedCode({ ...code, turn: round })}
      </p>
    </details>
  );
}

/** The secret a seat sees: the word, or that they are the odd one out. */
function Secret({ round, seat }: { round: OddOneOutRound; seat: number }) {
  return seat === round.oddSeat ? (
    <span className="ooo-secret ooo-secret-odd">
      <span className="ooo-secret-label">You’re the odd one out</span>
      <span className="ooo-secret-hint">Blend in, and work out the word</span>
    </span>
  ) : (
    <span className="ooo-secret">
      <span className="ooo-secret-label">The word is</span>
      <span className="prompt-text revealed-word">{round.word}</span>
    </span>
  );
}

function HoldForSecret({
  round,
  seat,
  label,
}: {
  round: OddOneOutRound;
  seat: number;
  label: string;
}) {
  const { held, holdProps } = useHoldToReveal();
  return (
    <button
      type="button"
      className={`btn btn-large btn-block hold-to-reveal ooo-hold ${held ? 'is-held' : ''}`}
      {...holdProps}
    >
      {held ? <Secret round={round} seat={seat} /> : label}
    </button>
  );
}

function PassRoles({
  round,
  names,
  looked,
  next,
}: {
  round: OddOneOutRound;
  names: readonly string[];
  looked: number;
  next: () => void;
}) {
  const name = names[looked] ?? '';
  const following = names[looked + 1];
  return (
    <div className="prompt-card ooo-card">
      <div className="prompt-live" aria-live="polite">
        <p className="prompt-player">Pass the phone to {name}</p>
        <p className="prompt-lead">Category: {round.categoryName}</p>
        <HoldForSecret
          key={looked}
          round={round}
          seat={looked}
          label={`${name}: press and hold to see your word`}
        />
        <p className="hint small">Nobody else looks.</p>
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={next}>
          {following ? `Seen it: pass to ${following}` : 'Seen it: everyone has looked'}
        </button>
      </div>
    </div>
  );
}

function OwnRole({
  round,
  seat,
  name,
  next,
}: {
  round: OddOneOutRound;
  seat: number;
  name: string;
  next: () => void;
}) {
  return (
    <div className="prompt-card ooo-card">
      <div className="prompt-live" aria-live="polite">
        <p className="prompt-player">{name}, this phone is yours</p>
        <p className="prompt-lead">Category: {round.categoryName}</p>
        <HoldForSecret round={round} seat={seat} label="Press and hold to see your word" />
        <p className="hint small">Keep your screen to yourself.</p>
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={next}>
          Everyone has looked
        </button>
      </div>
    </div>
  );
}

function Asking({
  round,
  names,
  reveal,
}: {
  round: OddOneOutRound;
  names: readonly string[];
  reveal: () => void;
}) {
  return (
    <div className="prompt-card ooo-card">
      <div className="prompt-live" aria-live="polite">
        <p className="prompt-player">{names[round.firstAsker]} asks first</p>
        <p className="prompt-lead">Category: {round.categoryName}</p>
        <p className="ooo-steps">
          Ask anyone one question about the word. They answer, then ask someone else. Go round once
          or twice, then everyone points on three at who they think is the odd one out.
        </p>
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={reveal}>
          We’ve pointed: show who it was
        </button>
      </div>
    </div>
  );
}

function Reveal({
  round,
  names,
  finish,
}: {
  round: OddOneOutRound;
  names: readonly string[];
  finish: (outcome: RoundOutcome) => void;
}) {
  return (
    <div className="prompt-card ooo-card">
      <div className="prompt-live" aria-live="polite">
        <p className="prompt-player" data-testid="odd-one">
          {names[round.oddSeat]} was the odd one out
        </p>
        <p className="prompt-lead">
          The word was <b data-testid="round-word">{round.word}</b>
        </p>
        <p className="hint small">
          Caught? {names[round.oddSeat]} gets one guess at the word before you say how it went.
        </p>
        <div className="ooo-outcomes" role="group" aria-label="How did the round end?">
          {(['caught', 'guessed', 'escaped'] as const).map((outcome) => (
            <button
              key={outcome}
              type="button"
              className="btn btn-block"
              onClick={() => finish(outcome)}
            >
              {OUTCOME_LABELS[outcome]}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
