import { Fragment, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useDocumentHead } from '../../../lib/document-head';
import { RoomCodeField } from '../../rooms';
import { codeAge, olderCodeMessage } from './catch-up';
import { FingerprintView, tableFingerprint } from './fingerprint-view';
import { readTableCode, TableCodeError, type TableCode, type TableCodeProblem } from './payload';
import { gameTitle } from '../words';
import { codeInHash, joinTwinHref, OtherLanguage } from './other-language';
import { CodeScanner } from './scanner';
import { useT, type Lang } from '../../../lib/i18n';
import type { TableJoin } from './joins/types';
import './table.css';

// /join: a phone joins the table by scanning the host's code (or typing it), checks the four
// pictures against the other phones, and picks its seat. Nothing is sent anywhere: the code holds
// the whole game, and this phone deals its own part of it from there on.

const GAME_PATHS = {
  'odd-one-out': '/games/odd-one-out',
  charades: '/games/charades',
  meyer: '/games/meyer',
  'country-island-city': '/games/country-island-city',
  'truth-or-dare': '/games/truth-or-dare',
  squiffy: '/games/squiffy',
  category: '/games/category',
  'word-guess': '/games/word-guess',
} as const satisfies Record<TableCode['game'], string>;

/** What each table game does when a code is read (joins/types.ts), loaded with the game's
 * own code only once a code of that game is read: the page itself stays small. */
const JOINS: Record<TableCode['game'], () => Promise<TableJoin>> = {
  'odd-one-out': () => import('./joins/odd-one-out').then((m) => m.join),
  charades: () => import('./joins/charades').then((m) => m.join),
  meyer: () => import('./joins/meyer').then((m) => m.join),
  'country-island-city': () => import('./joins/country-island-city').then((m) => m.join),
  'truth-or-dare': () => import('./joins/truth-or-dare').then((m) => m.join),
  squiffy: () => import('./joins/squiffy').then((m) => m.join),
  category: () => import('./joins/category').then((m) => m.join),
  'word-guess': () => import('./joins/word-guess').then((m) => m.join),
};

/** The games a phone can host, in the order the join page names them. */
const HOSTED = [
  'odd-one-out',
  'charades',
  'meyer',
  'country-island-city',
  'truth-or-dare',
  'squiffy',
  'category',
  'word-guess',
] as const satisfies readonly TableCode['game'][];

const PROBLEM_KEYS = {
  'not-a-code': 'table.problem.notCode',
  'newer-version': 'table.problem.newer',
  damaged: 'table.problem.damaged',
} as const satisfies Record<TableCodeProblem, string>;

type Step =
  | { kind: 'scan' }
  | { kind: 'seat'; code: TableCode; unit: TableJoin['unit']; replacing: boolean }
  | { kind: 'older'; code: TableCode; message: string }
  | { kind: 'hosting'; code: TableCode }
  | { kind: 'other-lang'; lang: Lang; href: string }
  | { kind: 'busy' };

export function JoinPage() {
  const t = useT();
  useDocumentHead(t('table.join.title'), t('table.join.description'));
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'scan' });
  const [problem, setProblem] = useState<string | null>(null);
  const [typed, setTyped] = useState('');

  const open = (game: TableCode['game']) => void navigate({ to: GAME_PATHS[game] });

  const sit = async (code: TableCode, seat: number, unit: TableJoin['unit']) => {
    setStep({ kind: 'busy' });
    try {
      await (await JOINS[code.game]()).sit(code, seat);
    } catch {
      setProblem(t('table.join.saveFailed'));
      setStep({ kind: 'seat', code, unit, replacing: false });
      return;
    }
    open(code.game);
  };

  const read = async (text: string) => {
    let code: TableCode;
    try {
      code = readTableCode(text);
    } catch (error) {
      if (error instanceof TableCodeError) {
        setProblem(t(PROBLEM_KEYS[error.problem]));
        return;
      }
      throw error;
    }
    const join = await JOINS[code.game]();
    const problem = join.problem(code);
    if (problem && typeof problem === 'object') {
      setProblem(null);
      setStep({ kind: 'other-lang', lang: problem.lang, href: joinTwinHref(problem.lang, text) });
      return;
    }
    if (problem) {
      setProblem(problem);
      return;
    }
    setProblem(null);
    setStep({ kind: 'busy' });
    // This phone's own table: it stays the host, wherever it is in the game.
    if (await join.hosting(code)) {
      setStep({ kind: 'hosting', code });
      return;
    }
    const standing = await join.standing(code);
    if (standing !== null) {
      const age = codeAge(code.turn, standing);
      if (age === 'older') {
        const title = gameTitle(code.game);
        setStep({
          kind: 'older',
          code,
          message: olderCodeMessage(title, join.unit, code.turn, standing),
        });
        return;
      }
      if (age === 'newer') await join.catchUp(code);
      open(code.game);
      return;
    }
    // Every phone plays the same part: straight to the game.
    if (join.seatless) {
      await sit(code, 0, join.unit);
      return;
    }
    setStep({ kind: 'seat', code, unit: join.unit, replacing: await join.underWay() });
  };

  // Opened from the other language's join page with the code in the address: read it at once.
  const fromTwin = useRef(false);
  useEffect(() => {
    if (fromTwin.current) return;
    fromTwin.current = true;
    const text = codeInHash(window.location.hash);
    if (!text) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    queueMicrotask(() => void read(text));
  });

  return (
    <div className="table-join">
      <h1>{t('table.join.title')}</h1>
      {problem && (
        <p className="table-problem" role="alert">
          {problem}
        </p>
      )}
      {step.kind === 'scan' && (
        <>
          <p>{t('table.join.intro')}</p>
          <CodeScanner onText={(text) => void read(text)} />
          <form
            className="table-typed"
            onSubmit={(event) => {
              event.preventDefault();
              void read(typed);
            }}
          >
            <label htmlFor="table-typed-code">{t('table.join.typedLabel')}</label>
            <input
              id="table-typed-code"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t('table.join.typedPlaceholder')}
            />
            <button type="submit" className="btn" disabled={typed.trim() === ''}>
              {t('table.join.join')}
            </button>
          </form>
          <p className="hint small">
            {t('table.join.hostingBefore')}{' '}
            {HOSTED.map((game, i) => (
              <Fragment key={game}>
                {i > 0 && (i === HOSTED.length - 1 ? ` ${t('table.join.hostingOr')} ` : ', ')}
                <Link to={GAME_PATHS[game]}>{gameTitle(game)}</Link>
              </Fragment>
            ))}{' '}
            {t('table.join.hostingAfter')}
          </p>
          <RoomCodeField label={t('table.join.roomLabel')} />
        </>
      )}
      {step.kind === 'busy' && <p role="status">{t('table.join.busy')}</p>}
      {step.kind === 'other-lang' && (
        <>
          <OtherLanguage lang={step.lang} href={step.href} joining />
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => setStep({ kind: 'scan' })}
          >
            {t('table.join.scanAnother')}
          </button>
        </>
      )}
      {step.kind === 'older' && (
        <section className="table-older" aria-labelledby="table-older-title">
          <h2 id="table-older-title">{t('table.join.olderTitle')}</h2>
          <p role="alert">{step.message}</p>
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={() => setStep({ kind: 'scan' })}
          >
            {t('table.join.scanCurrent')}
          </button>
          <button type="button" className="btn btn-block" onClick={() => open(step.code.game)}>
            {t('table.join.back', { game: gameTitle(step.code.game) })}
          </button>
        </section>
      )}
      {step.kind === 'hosting' && (
        <section className="table-older" aria-labelledby="table-hosting-title">
          <h2 id="table-hosting-title">{t('table.join.hostingTitle')}</h2>
          <p role="status">{t('table.join.hostingThis', { game: gameTitle(step.code.game) })}</p>
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={() => open(step.code.game)}
          >
            {t('table.join.back', { game: gameTitle(step.code.game) })}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => setStep({ kind: 'scan' })}
          >
            {t('table.join.scanAnother')}
          </button>
        </section>
      )}
      {step.kind === 'seat' && (
        <SeatChoice
          code={step.code}
          unit={step.unit}
          replacing={step.replacing}
          sit={(seat) => void sit(step.code, seat, step.unit)}
          back={() => setStep({ kind: 'scan' })}
        />
      )}
    </div>
  );
}

function SeatChoice({
  code,
  unit,
  replacing,
  sit,
  back,
}: {
  code: TableCode;
  unit: TableJoin['unit'];
  replacing: boolean;
  sit: (seat: number) => void;
  back: () => void;
}) {
  const t = useT();
  const fingerprint = tableFingerprint(code);
  return (
    <section className="table-seat" aria-labelledby="table-seat-title">
      <h2 id="table-seat-title">{gameTitle(code.game)}</h2>
      <p>{t('table.join.check')}</p>
      <FingerprintView pictures={fingerprint.pictures} words={fingerprint.words} />
      {code.turn > 0 && (
        <p className="hint">
          {t(unit === 'round' ? 'table.join.onRound' : 'table.join.onTurn', { n: code.turn + 1 })}
        </p>
      )}
      {replacing && (
        <p className="hint">{t('table.join.replacing', { game: gameTitle(code.game) })}</p>
      )}
      <h3>{t('table.seat.which')}</h3>
      <div className="table-seats">
        {code.seats.map((seat, i) => (
          <button
            key={`${i}:${seat.name}`}
            type="button"
            className="btn btn-block"
            onClick={() => sit(i)}
          >
            {seat.name}
          </button>
        ))}
      </div>
      <button type="button" className="btn btn-ghost btn-small" onClick={back}>
        {t('table.join.scanAnother')}
      </button>
    </section>
  );
}
