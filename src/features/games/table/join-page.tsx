import { Fragment, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useDocumentHead } from '../../../lib/document-head';
import { RoomCodeField } from '../../rooms';
import { parseSession, type OddOneOutSession } from '../odd-one-out/session';
import { otherWordsProblem, storedTable, tableWords } from '../odd-one-out/table';
import {
  freshSession as freshCharades,
  parseSession as parseCharades,
  type CharadesSession,
} from '../charades/session';
import { readStoredTable, scoresIn, tableDeck } from '../charades/table';
import { freshSession as freshMeyer } from '../meyer/play';
import { parseSession as parseMeyer, type MeyerSession } from '../meyer/session';
import { caughtUp, joinedMeyer, readMeyerTable } from '../meyer/cup-table';
import { freshSession as freshCic, parseSession as parseCic } from '../country-island-city/session';
import { joinedCic, readCicTable, tableSet } from '../country-island-city/table';
import { readSession, writeSession } from '../state';
import { codeAge, olderCodeMessage } from './catch-up';
import { FingerprintView, tableFingerprint } from './fingerprint-view';
import {
  readTableCode,
  sameTable,
  TableCodeError,
  toQrText,
  type TableCode,
  type TableCodeProblem,
} from './payload';
import { gameTitle } from '../words';
import { freshPromptSession } from '../core/prompt-game';
import { parsePromptSession, type PromptSession } from '../core/session';
import { readTodTable, todDeck } from '../truth-or-dare/table';
import { freshSquiffy } from '../squiffy/rules';
import { parseSession as parseSquiffy, type SquiffySession } from '../squiffy/session';
import { readSquiffyTable, squiffyTableDeck } from '../squiffy/table';
import { parseSession as parseCategory } from '../category/session';
import {
  categoryTableDeck,
  guestRoundIndex,
  joinedCategory,
  readCategoryTable,
} from '../category/table';
import { codeInHash, joinTwinHref, OtherLanguage } from './other-language';
import { CodeScanner } from './scanner';
import { t as translate, useT, type Lang } from '../../../lib/i18n';
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
} as const satisfies Record<TableCode['game'], string>;

/** What each table game does when a code is read: whether this phone can play it, where this
 * phone stands if it is already at that table (a code from further on catches it up, an older one
 * changes nothing), and taking a seat. */
interface TableJoin {
  /** Why this phone cannot deal the game, in a plain sentence (or the language whose page can),
   * or null. */
  problem: (code: TableCode) => string | { lang: Lang } | null;
  /** The game's word for a turn, as its screens say it. */
  unit: 'turn' | 'round';
  /** The turn this phone is on if it is seated at this same table, else null. */
  standing: (code: TableCode) => Promise<number | null>;
  /** Moves this phone, seated at this table, on to the code's turn. */
  catchUp: (code: TableCode) => Promise<void>;
  /** A game of this kind is under way on this phone (taking a seat ends it). */
  underWay: () => Promise<boolean>;
  sit: (code: TableCode, seat: number) => Promise<void>;
  /** Every phone plays the same part (category's shared categories): no seat to pick. */
  seatless?: true;
}

const readCharades = async () =>
  parseCharades(await readSession('charades').catch(() => undefined));
const readMeyer = async () => parseMeyer(await readSession('meyer').catch(() => undefined));
const readCic = async () =>
  parseCic(await readSession('country-island-city').catch(() => undefined));
const readTruthOrDare = async () =>
  parsePromptSession(await readSession('truth-or-dare').catch(() => undefined));
const readSquiffy = async () => parseSquiffy(await readSession('squiffy').catch(() => undefined));
const readCategory = async () =>
  parseCategory(await readSession('category').catch(() => undefined));
const readOddOneOut = async () =>
  parseSession(await readSession('odd-one-out').catch(() => undefined));

const JOINS: Record<TableCode['game'], TableJoin> = {
  'odd-one-out': {
    problem: (code) => {
      const words = tableWords(code);
      if (words.ok) return null;
      return words.lang ? { lang: words.lang } : otherWordsProblem();
    },
    unit: 'round',
    standing: async (code) => {
      const existing = await readOddOneOut();
      const table = existing ? storedTable(existing) : null;
      if (!existing || !table || existing.mode !== 'table' || existing.seat === null) return null;
      if (existing.ended || !sameTable(table, code)) return null;
      return existing.round;
    },
    catchUp: async (code) => {
      const existing = await readOddOneOut();
      if (!existing) return;
      await writeSession({
        game: 'odd-one-out',
        state: {
          ...existing,
          round: code.turn,
          looked: 0,
          phase: 'roles',
        } satisfies OddOneOutSession,
      });
    },
    underWay: async () => {
      const existing = await readOddOneOut();
      return !!existing && existing.phase !== 'setup' && !existing.ended;
    },
    sit: async (code, seat) => {
      const session: OddOneOutSession = {
        kind: 'odd-one-out',
        mode: 'table',
        phase: 'roles',
        rounds: ([3, 5, 8, 0] as const).find((r) => r === code.settings.rounds) ?? 0,
        spice: ([1, 2, 3] as const).find((s) => s === code.settings.spice) ?? 1,
        table: toQrText(code),
        seat,
        host: false,
        round: code.turn,
        looked: 0,
        scores: code.seats.map(() => 0),
        log: [],
        picked: {},
        ended: false,
      };
      await writeSession({ game: 'odd-one-out', state: session });
    },
  },
  charades: {
    problem: (code) => {
      const deck = tableDeck(code);
      return deck.ok ? null : deck.problem;
    },
    unit: 'turn',
    standing: async (code) => {
      const existing = await readCharades();
      const at = existing?.table;
      const table = readStoredTable(at?.code);
      if (!existing || !at || at.seat === null || existing.ended || !table) return null;
      return sameTable(table, code) ? at.turn : null;
    },
    catchUp: async (code) => {
      const existing = await readCharades();
      const at = existing?.table;
      if (!existing || !at) return;
      await writeSession({
        game: 'charades',
        state: {
          ...existing,
          table: {
            ...at,
            turn: code.turn,
            scores: scoresIn(code),
            phase: 'ready',
            startsAt: null,
            turnEndsAt: null,
            results: [],
            last: null,
          },
        } satisfies CharadesSession,
      });
    },
    underWay: async () => {
      const existing = await readCharades();
      return !!existing && !existing.ended && (existing.shown > 0 || !!existing.table);
    },
    sit: async (code, seat) => {
      const session: CharadesSession = {
        ...freshCharades(),
        turnSeconds: code.settings.seconds ?? 60,
        target: code.settings.target ?? 0,
        table: {
          code: toQrText(code),
          seat,
          host: false,
          turn: code.turn,
          scores: scoresIn(code),
          phase: 'ready',
          startsAt: null,
          turnEndsAt: null,
          results: [],
          last: null,
        },
      };
      await writeSession({ game: 'charades', state: session });
    },
  },
  meyer: {
    problem: () => null,
    unit: 'turn',
    standing: async (code) => {
      const existing = await readMeyer();
      const at = existing?.table;
      const table = readMeyerTable(at?.code);
      if (!existing || !at || at.seat === null || !table || !sameTable(table, code)) return null;
      return at.turn;
    },
    catchUp: async (code) => {
      const existing = await readMeyer();
      const at = existing?.table;
      if (!existing || !at) return;
      await writeSession({
        game: 'meyer',
        state: {
          ...existing,
          table: { ...at, ...caughtUp(code) },
        } satisfies MeyerSession,
      });
    },
    underWay: async () => {
      const existing = await readMeyer();
      return !!existing && (!!existing.table || !['setup', 'over'].includes(existing.phase));
    },
    sit: async (code, seat) => {
      await writeSession({ game: 'meyer', state: joinedMeyer(freshMeyer(), code, seat) });
    },
  },
  'country-island-city': {
    problem: (code) => {
      const set = tableSet(code);
      return set.ok ? null : set.problem;
    },
    unit: 'round',
    standing: async (code) => {
      const existing = await readCic();
      const table = readCicTable(existing?.table?.code);
      if (!existing?.table || existing.table.seat === null || existing.ended || !table) return null;
      return sameTable(table, code) ? existing.round : null;
    },
    catchUp: async (code) => {
      const existing = await readCic();
      if (!existing?.table) return;
      const seat = existing.table.seat;
      await writeSession({
        game: 'country-island-city',
        state: { ...joinedCic(existing, code, seat, existing.table.host), totals: existing.totals },
      });
    },
    underWay: async () => {
      const existing = await readCic();
      return !!existing && !existing.ended && (existing.round > 0 || !!existing.table);
    },
    sit: async (code, seat) => {
      await writeSession({
        game: 'country-island-city',
        state: joinedCic(freshCic(), code, seat),
      });
    },
  },
  'truth-or-dare': {
    problem: (code) => {
      const deck = todDeck(code);
      if (deck.ok) return null;
      if ('lang' in deck) return { lang: deck.lang };
      return deck.problem === 'missing'
        ? translate('table.tod.missing', { packs: deck.missing.join(', ') })
        : translate('table.tod.other');
    },
    unit: 'turn',
    standing: async (code) => {
      const existing = await readTruthOrDare();
      const at = existing?.table;
      const table = readTodTable(at?.code);
      if (!existing || !at || at.seat === null || existing.ended || !table) return null;
      return sameTable(table, code) ? existing.turn : null;
    },
    catchUp: async (code) => {
      const existing = await readTruthOrDare();
      if (!existing?.table) return;
      await writeSession({
        game: 'truth-or-dare',
        state: {
          ...existing,
          turn: code.turn,
          table: { ...existing.table, code: toQrText(code), choice: null },
        } satisfies PromptSession,
      });
    },
    underWay: async () => {
      const existing = await readTruthOrDare();
      return !!existing && !existing.ended && (existing.shown > 0 || !!existing.table);
    },
    sit: async (code, seat) => {
      const session: PromptSession = {
        ...freshPromptSession(true),
        turn: code.turn,
        table: { code: toQrText(code), seat, host: false, choice: null },
      };
      await writeSession({ game: 'truth-or-dare', state: session });
    },
  },
  squiffy: {
    problem: (code) => {
      const deck = squiffyTableDeck(code);
      if (deck.ok) return null;
      if ('lang' in deck) return { lang: deck.lang };
      return deck.problem === 'missing'
        ? translate('table.squiffy.missing', { packs: deck.missing.join(', ') })
        : translate('table.squiffy.other');
    },
    unit: 'turn',
    standing: async (code) => {
      const existing = await readSquiffy();
      const at = existing?.table;
      const table = readSquiffyTable(at?.code);
      if (!existing || !at || at.seat === null || existing.ended || !table) return null;
      return sameTable(table, code) ? existing.turn : null;
    },
    catchUp: async (code) => {
      const existing = await readSquiffy();
      if (!existing?.table) return;
      await writeSession({
        game: 'squiffy',
        state: {
          ...existing,
          turn: code.turn,
          table: { ...existing.table, code: toQrText(code) },
        } satisfies SquiffySession,
      });
    },
    underWay: async () => {
      const existing = await readSquiffy();
      return !!existing && !existing.ended && (existing.shown > 0 || !!existing.table);
    },
    sit: async (code, seat) => {
      const session: SquiffySession = {
        ...freshSquiffy(),
        rounds: code.settings.rounds ? code.settings.rounds : null,
        turn: code.turn,
        table: { code: toQrText(code), seat, host: false },
      };
      await writeSession({ game: 'squiffy', state: session });
    },
  },
  category: {
    problem: (code) => {
      const deck = categoryTableDeck(code);
      if (deck.ok) return null;
      if ('lang' in deck) return { lang: deck.lang };
      return deck.problem === 'missing'
        ? translate('table.category.missing', { packs: deck.missing.join(', ') })
        : translate('table.category.other');
    },
    unit: 'round',
    standing: async (code) => {
      const existing = await readCategory();
      const at = existing?.table;
      const table = readCategoryTable(at?.code);
      if (!existing || !at || at.host || existing.ended || !table) return null;
      return sameTable(table, code) ? guestRoundIndex(existing) : null;
    },
    catchUp: async (code) => {
      const existing = await readCategory();
      if (!existing?.table) return;
      await writeSession({ game: 'category', state: joinedCategory(code) });
    },
    underWay: async () => {
      const existing = await readCategory();
      return !!existing && !existing.ended && (existing.shown > 0 || !!existing.table);
    },
    sit: async (code) => {
      await writeSession({ game: 'category', state: joinedCategory(code) });
    },
    seatless: true,
  },
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
] as const satisfies readonly TableCode['game'][];

const PROBLEM_KEYS = {
  'not-a-code': 'table.problem.notCode',
  'newer-version': 'table.problem.newer',
  damaged: 'table.problem.damaged',
} as const satisfies Record<TableCodeProblem, string>;

type Step =
  | { kind: 'scan' }
  | { kind: 'seat'; code: TableCode; replacing: boolean }
  | { kind: 'older'; code: TableCode; message: string }
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

  const sit = async (code: TableCode, seat: number) => {
    setStep({ kind: 'busy' });
    try {
      await JOINS[code.game].sit(code, seat);
    } catch {
      setProblem(t('table.join.saveFailed'));
      setStep({ kind: 'seat', code, replacing: false });
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
    const join = JOINS[code.game];
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
      await sit(code, 0);
      return;
    }
    setStep({ kind: 'seat', code, replacing: await join.underWay() });
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
      {step.kind === 'seat' && (
        <SeatChoice
          code={step.code}
          replacing={step.replacing}
          sit={(seat) => void sit(step.code, seat)}
          back={() => setStep({ kind: 'scan' })}
        />
      )}
    </div>
  );
}

function SeatChoice({
  code,
  replacing,
  sit,
  back,
}: {
  code: TableCode;
  replacing: boolean;
  sit: (seat: number) => void;
  back: () => void;
}) {
  const t = useT();
  const fingerprint = tableFingerprint(code);
  const unit = JOINS[code.game].unit;
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
