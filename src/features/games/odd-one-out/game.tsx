import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { richText } from '../../../components/rich-text';
import { useT } from '../../../lib/i18n';
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
import { gameOver, roundPoints, type OddOneOutRound, type RoundOutcome } from './rules';
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

export function OddOneOutGame() {
  const t = useT();
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
          pickedTitle={t('oddOneOut.picked')}
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
            {richText(t('oddOneOut.nextGame', { scan: '{scan}' }), {
              scan: <Link to="/join">{t('oddOneOut.scanHere')}</Link>,
            })}
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
        status={<span>{t('oddOneOut.newGame')}</span>}
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
    state.rounds > 0
      ? t('oddOneOut.roundOf', { round: state.round + 1, rounds: state.rounds })
      : t('oddOneOut.round', { round: state.round + 1 });
  const status = (
    <span className="ooo-status">
      {roundLabel}
      {state.mode === 'table' && state.seat !== null && <> · {names[state.seat]}</>}
      {state.mode === 'table' && (
        <>
          {' · '}
          <span
            className="ooo-fingerprint-inline"
            aria-label={t('oddOneOut.tableLabel', { words: fingerprint.words.join(', ') })}
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
        <ol className="ooo-scores" aria-label={t('oddOneOut.scores')}>
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
  const t = useT();
  return <p className="intro-text">{t('oddOneOut.howTo')}</p>;
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
  const t = useT();
  const adultConfirmed = useAdultConfirmed();
  const [askingAge, setAskingAge] = useState(false);
  const problem = playersProblem('odd-one-out', players.length);
  return (
    <div className="ooo-setup">
      <HowToPlay />
      <fieldset className="chips">
        <legend>{t('oddOneOut.length')}</legend>
        {([3, 5, 8, 0] as const).map((rounds) => (
          <button
            key={rounds}
            type="button"
            className="chip"
            aria-pressed={state.rounds === rounds}
            onClick={() => commit({ ...state, rounds })}
          >
            {rounds === 0 ? t('oddOneOut.noLimit') : t('play.count.rounds', { count: rounds })}
          </button>
        ))}
      </fieldset>
      <fieldset className="chips">
        <legend>{t('oddOneOut.words')}</legend>
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
            {t(`oddOneOut.spice.${spice}`)}
          </button>
        ))}
      </fieldset>
      {askingAge && (
        <div className="ooo-age" role="group" aria-label={t('oddOneOut.ageLabel')}>
          <p>{t('oddOneOut.ageAsk')}</p>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => {
              void confirmAdult();
              setAskingAge(false);
              commit({ ...state, spice: 3 });
            }}
          >
            {t('oddOneOut.ageYes')}
          </button>
          <button
            type="button"
            className="btn btn-small btn-ghost"
            onClick={() => setAskingAge(false)}
          >
            {t('oddOneOut.ageNo')}
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
          {t('oddOneOut.passMode')}
        </button>
        <button
          type="button"
          className="btn btn-large btn-block"
          disabled={!!problem}
          aria-describedby={problem ? 'ooo-start-problem' : 'ooo-table-hint'}
          onClick={() => start('table')}
        >
          {t('oddOneOut.tableMode')}
        </button>
        <p className="hint small" id="ooo-table-hint">
          {t('oddOneOut.tableHint')}
        </p>
      </div>
      <p className="ooo-join-link">
        {richText(t('oddOneOut.hosting', { join: '{join}' }), {
          join: <Link to="/join">{t('oddOneOut.join')}</Link>,
        })}
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
  const t = useT();
  return (
    <section className="ooo-code" aria-labelledby="ooo-code-title">
      <h2 id="ooo-code-title">{t('oddOneOut.scanThis')}</h2>
      <p className="hint">
        {richText(t('oddOneOut.scanHow', { join: '{join}' }), {
          join: <b>{t('oddOneOut.join')}</b>,
        })}
      </p>
      <QrCode
        value={codeAtRound(code, round)}
        className="qr ooo-qr"
        label={t('oddOneOut.codeLabel')}
      />
      <p className="hint small">{t('oddOneOut.pictures')}</p>
      <Pictures code={code} />
      <TypedCode code={code} round={round} />
      <h3>{t('oddOneOut.whichYou')}</h3>
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
  const t = useT();
  return (
    <details className="ooo-again">
      <summary>{t('oddOneOut.showCode')}</summary>
      <p className="hint small">{t('oddOneOut.lateJoin', { round: round + 1 })}</p>
      <QrCode
        value={codeAtRound(code, round)}
        className="qr ooo-qr"
        label={t('oddOneOut.codeLabel')}
      />
      <Pictures code={code} />
      <TypedCode code={code} round={round} />
    </details>
  );
}

/** The same code in letters, for a phone whose camera fails (names are left out to keep it
 * short: that phone shows seats by number). */
function TypedCode({ code, round }: { code: TableCode; round: number }) {
  const t = useT();
  return (
    <details className="ooo-typed">
      <summary>{t('oddOneOut.typeCode')}</summary>
      <p className="ooo-typed-code" data-testid="typed-code">
        {toTypedCode({ ...code, turn: round })}
      </p>
    </details>
  );
}

/** The secret a seat sees: the word, or that they are the odd one out. */
function Secret({ round, seat }: { round: OddOneOutRound; seat: number }) {
  const t = useT();
  return seat === round.oddSeat ? (
    <span className="ooo-secret ooo-secret-odd">
      <span className="ooo-secret-label">{t('oddOneOut.youreOdd')}</span>
      <span className="ooo-secret-hint">{t('oddOneOut.blendIn')}</span>
    </span>
  ) : (
    <span className="ooo-secret">
      <span className="ooo-secret-label">{t('oddOneOut.wordIs')}</span>
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
  const t = useT();
  const name = names[looked] ?? '';
  const following = names[looked + 1];
  return (
    <div className="prompt-card ooo-card">
      <div className="prompt-live" aria-live="polite">
        <p className="prompt-player">{t('oddOneOut.passTo', { name })}</p>
        <p className="prompt-lead">{t('oddOneOut.category', { category: round.categoryName })}</p>
        <HoldForSecret
          key={looked}
          round={round}
          seat={looked}
          label={t('oddOneOut.holdFor', { name })}
        />
        <p className="hint small">{t('oddOneOut.nobodyLooks')}</p>
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={next}>
          {following ? t('oddOneOut.seenPass', { name: following }) : t('oddOneOut.seenAll')}
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
  const t = useT();
  return (
    <div className="prompt-card ooo-card">
      <div className="prompt-live" aria-live="polite">
        <p className="prompt-player">{t('oddOneOut.yours', { name })}</p>
        <p className="prompt-lead">{t('oddOneOut.category', { category: round.categoryName })}</p>
        <HoldForSecret round={round} seat={seat} label={t('oddOneOut.hold')} />
        <p className="hint small">{t('oddOneOut.ownScreen')}</p>
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={next}>
          {t('oddOneOut.allLooked')}
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
  const t = useT();
  return (
    <div className="prompt-card ooo-card">
      <div className="prompt-live" aria-live="polite">
        <p className="prompt-player">
          {t('oddOneOut.asksFirst', { name: names[round.firstAsker] ?? '' })}
        </p>
        <p className="prompt-lead">{t('oddOneOut.category', { category: round.categoryName })}</p>
        <p className="ooo-steps">{t('oddOneOut.steps')}</p>
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={reveal}>
          {t('oddOneOut.pointed')}
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
  const t = useT();
  return (
    <div className="prompt-card ooo-card">
      <div className="prompt-live" aria-live="polite">
        <p className="prompt-player" data-testid="odd-one">
          {t('oddOneOut.wasOdd', { name: names[round.oddSeat] ?? '' })}
        </p>
        <p className="prompt-lead">
          {richText(t('oddOneOut.wordWas', { word: '{word}' }), {
            word: <b data-testid="round-word">{round.word}</b>,
          })}
        </p>
        <p className="hint small">
          {t('oddOneOut.caughtGuess', { name: names[round.oddSeat] ?? '' })}
        </p>
        <div className="ooo-outcomes" role="group" aria-label={t('oddOneOut.howEnded')}>
          {(['caught', 'guessed', 'escaped'] as const).map((outcome) => (
            <button
              key={outcome}
              type="button"
              className="btn btn-block"
              onClick={() => finish(outcome)}
            >
              {t(`oddOneOut.outcome.${outcome}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
