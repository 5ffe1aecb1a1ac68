import { useMemo, useState } from 'react';
import { currentLang, pathIn, useT } from '../../../lib/i18n';
import { cue } from '../../feel';
import { GameShell, type PackContext } from '../core/game-shell';
import { HostCodePanel, ShowCodeAgain } from '../table/code-panel';
import { HostButton, hostProblem } from '../table/host-button';
import { OtherLanguage } from '../table/other-language';
import { toQrText, type TableCode } from '../table/payload';
import { TableStatusLine } from '../table/status-line';
import {
  answerQuestion,
  isOver,
  makeGuess,
  MAX_QUESTIONS,
  questionsUsed,
  undoLast,
  type Reply,
} from './rules';
import { freshSession, GAME, type WordGuessSession, type WordGuessTable } from './session';
import {
  newWordGuessTable,
  readWordGuessTable,
  seatView,
  wordCategoriesIn,
  wordGuessCodeAt,
  wordGuessDeck,
} from './table';

// Word guess on everyone's phone (./table.ts has the rules). The holder's phone alone shows the
// word, and counts the twenty questions as the holder answers them; every other phone shows who
// holds the word, the category, the round and the scores. When the round ends the holder's phone
// names who scored, and every other phone taps that name to go on: the scores agree because the
// table saw them.

const TITLE = 'Word guess';

export function WordGuessTableGame({
  state,
  table,
  context,
  commit,
}: {
  state: WordGuessSession;
  table: WordGuessTable;
  context: PackContext | null;
  commit: (next: WordGuessSession) => void;
}) {
  const t = useT();
  const code = useMemo(() => readWordGuessTable(table.code), [table.code]);
  const deck = useMemo(() => (code ? wordGuessDeck(code) : null), [code]);
  const set = (next: Partial<WordGuessTable>) => commit({ ...state, table: { ...table, ...next } });
  const leave = () =>
    commit({ ...freshSession(), categoryId: state.categoryId, difficulty: state.difficulty });

  const shell = (body: React.ReactNode, status?: React.ReactNode) => (
    <GameShell
      game={GAME}
      title={TITLE}
      context={context}
      packs={null}
      playersButton={false}
      status={status}
    >
      {body}
    </GameShell>
  );
  const problem = (text: string) =>
    shell(
      <div className="prompt-card">
        <p className="table-problem" role="alert">
          {text}
        </p>
        <button type="button" className="btn btn-block" onClick={leave}>
          {t('table.playHere')}
        </button>
      </div>,
      code && (
        <TableStatusLine code={code} turn={t('table.wordGuess.round', { n: table.turn + 1 })} />
      ),
    );

  if (!code) return problem(t('table.unreadable'));
  if (deck && !deck.ok && 'lang' in deck) {
    return shell(
      <OtherLanguage
        lang={deck.lang}
        href={pathIn('/games/word-guess', deck.lang)}
        joining={false}
      />,
    );
  }
  if (!deck?.ok) {
    return problem(
      deck && 'problem' in deck && deck.problem === 'missing'
        ? t('table.wordGuess.missing', { packs: deck.missing.join(', ') })
        : t('table.wordGuess.other'),
    );
  }

  const names = code.seats.map((seat) => seat.name);
  const scores = names.map((_, seat) => table.scores[seat] ?? 0);
  const qr = wordGuessCodeAt(code, table.turn, scores);
  const status = (
    <TableStatusLine
      code={code}
      turn={t('table.wordGuess.round', { n: table.turn + 1 })}
      seat={table.seat !== null ? (names[table.seat] ?? '') : null}
    />
  );

  if (table.phase === 'code' || table.seat === null) {
    return shell(
      <HostCodePanel
        qr={qr}
        game={t('play.title.word-guess')}
        seats={code.seats}
        chooseSeat={(seat) => set({ seat, phase: 'ready' })}
      />,
    );
  }

  const view = seatView(code, deck, table.turn, table.seat);
  const holder = view.holderName;
  /** The round's point is in: on to the next round, held by the next seat. */
  const nextRound = (scorer: number) => {
    cue('turn');
    set({
      turn: table.turn + 1,
      scores: scores.map((s, seat) => (seat === scorer ? s + 1 : s)),
      phase: 'ready',
      log: { entries: [], outcome: null },
    });
  };

  let body;
  let action = null;
  if (view.mine && view.word !== null && table.phase === 'asking') {
    body = (
      <HolderRound
        word={view.word}
        category={view.categoryName}
        opener={view.opener}
        table={table}
        names={names}
        holder={view.holder}
        update={(log) => set({ log })}
        next={nextRound}
      />
    );
  } else if (view.mine) {
    body = (
      <div className="prompt-card">
        <div className="prompt-live" aria-live="polite">
          <p className="prompt-player" data-testid="table-up">
            {t('table.wordGuess.yourTurn', { name: holder })}
          </p>
          <p className="prompt-lead">
            {t('table.wordGuess.category', { category: view.categoryName })}
          </p>
          <p className="hint small">{t('table.wordGuess.onlyThis')}</p>
        </div>
      </div>
    );
    action = (
      <button
        type="button"
        className="btn btn-primary btn-large btn-block"
        onClick={() => set({ phase: 'asking' })}
      >
        {t('table.wordGuess.showWord')}
      </button>
    );
  } else if (table.phase === 'enter') {
    body = (
      <ScorerEntry
        key={table.turn}
        names={names}
        holder={view.holder}
        onDone={nextRound}
        back={() => set({ phase: 'ready' })}
      />
    );
  } else {
    body = (
      <div className="prompt-card">
        <div className="prompt-live" aria-live="polite">
          <p className="prompt-player" data-testid="table-up">
            {t('table.wordGuess.holds', { name: holder })}
          </p>
          <p className="prompt-lead">
            {t('table.wordGuess.category', { category: view.categoryName })}
          </p>
          <p className="hint small">{t('table.wordGuess.askHint', { name: holder })}</p>
        </div>
      </div>
    );
    action = (
      <button type="button" className="btn btn-block" onClick={() => set({ phase: 'enter' })}>
        {t('table.wordGuess.roundOver', { name: holder })}
      </button>
    );
  }

  return shell(
    <>
      {body}
      <div className="game-actions">
        {action}
        <ol
          className="scoreboard scoreboard-line"
          aria-label={t('wordGuess.scores')}
          data-testid="table-scores"
        >
          {names.map((name, seat) => (
            <li key={seat} aria-current={seat === view.holder ? 'true' : undefined}>
              <span>{name}</span> <b>{scores[seat]}</b>
            </li>
          ))}
        </ol>
        <ShowCodeAgain qr={qr} turnLabel={t('table.wordGuess.again', { n: table.turn + 1 })} />
        <button type="button" className="btn btn-ghost btn-small" onClick={leave}>
          {t('table.leave')}
        </button>
      </div>
    </>,
    status,
  );
}

/** The holder's phone in the round: the word, the twenty questions, who guessed it. */
function HolderRound({
  word,
  category,
  opener,
  table,
  names,
  holder,
  update,
  next,
}: {
  word: string;
  category: string;
  opener: string;
  table: WordGuessTable;
  names: readonly string[];
  holder: number;
  update: (log: WordGuessTable['log']) => void;
  next: (scorer: number) => void;
}) {
  const t = useT();
  const [naming, setNaming] = useState(false);
  const log = table.log;
  const used = questionsUsed(log);
  const over = isOver(log);
  const outcome = log.outcome;
  const guesser =
    outcome?.kind === 'guessed' && outcome.by !== null ? names.indexOf(outcome.by) : -1;
  const scorer = outcome?.kind === 'guessed' ? guesser : holder;
  const reply = (r: Reply) => update(answerQuestion(log, r));
  const guessed = (seat: number) => {
    setNaming(false);
    cue('point');
    update(makeGuess(log, { text: '', by: names[seat] ?? null, right: true }));
  };

  return (
    <>
      <div className="prompt-card wg-table-word">
        <div className="prompt-live" aria-live="polite">
          <p className="prompt-lead">{t('table.wordGuess.category', { category })}</p>
          <p className="prompt-text" data-testid="table-word">
            {word}
          </p>
          {!over && <p className="hint small">{t('table.wordGuess.tell', { opener })}</p>}
          {over && (
            <div data-testid="table-result">
              <p className="prompt-player">
                {outcome?.kind === 'guessed'
                  ? t('table.wordGuess.guessedBy', { who: names[scorer] ?? '', count: used })
                  : t('table.wordGuess.stumped', { name: names[holder] ?? '' })}
              </p>
              <p className="hint">{t('table.wordGuess.tapName', { name: names[scorer] ?? '' })}</p>
            </div>
          )}
        </div>
      </div>
      <div className="wg-asking">
        {!over && (
          <div className="wg-counter" role="status" aria-live="polite">
            <span className="wg-count">
              {t('wordGuess.questionOf', {
                question: Math.min(used + 1, MAX_QUESTIONS),
                max: MAX_QUESTIONS,
              })}
            </span>
            <span className="wg-left">{t('wordGuess.left', { count: MAX_QUESTIONS - used })}</span>
          </div>
        )}
        {!over && !naming && (
          <>
            <div className="wg-replies">
              {(['yes', 'no', 'sort-of'] as const).map((r) => (
                <button
                  key={r}
                  type="button"
                  className={`btn btn-large ${r === 'yes' ? 'btn-truth' : r === 'no' ? 'btn-dare' : ''}`}
                  onClick={() => reply(r)}
                >
                  {t(`wordGuess.reply.${r}`)}
                </button>
              ))}
            </div>
            <div className="choice-buttons">
              <button
                type="button"
                className="btn btn-large btn-dare"
                onClick={() => update(makeGuess(log, { text: '', by: null, right: false }))}
              >
                {t('wordGuess.wrong')}
              </button>
              <button
                type="button"
                className="btn btn-large btn-truth"
                onClick={() => setNaming(true)}
              >
                {t('table.wordGuess.rightGuess')}
              </button>
            </div>
          </>
        )}
        {!over && naming && (
          <fieldset className="chips">
            <legend>{t('table.wordGuess.whoGuessed')}</legend>
            {names.map((name, seat) =>
              seat === holder ? null : (
                <button key={seat} type="button" className="chip" onClick={() => guessed(seat)}>
                  {name}
                </button>
              ),
            )}
            <button
              type="button"
              className="btn btn-small btn-ghost"
              onClick={() => setNaming(false)}
            >
              {t('wordGuess.back')}
            </button>
          </fieldset>
        )}
        {over && scorer >= 0 && (
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            onClick={() => next(scorer)}
          >
            {t('table.wordGuess.nextWith', { name: names[scorer] ?? '' })}
          </button>
        )}
        <button
          type="button"
          className="btn btn-small btn-ghost"
          disabled={log.entries.length === 0}
          onClick={() => update(undoLast(log))}
        >
          {t('wordGuess.undo')}
        </button>
      </div>
    </>
  );
}

/** A watcher's phone takes the round's point from the holder's phone, in one tap and a check. */
function ScorerEntry({
  names,
  holder,
  onDone,
  back,
}: {
  names: readonly string[];
  holder: number;
  onDone: (scorer: number) => void;
  back: () => void;
}) {
  const t = useT();
  const [scorer, setScorer] = useState<number | null>(null);
  const holderName = names[holder] ?? '';
  return (
    <div className="prompt-card">
      <div className="prompt-live">
        <p className="prompt-lead" id="wg-scorer-title">
          {t('table.wordGuess.whoScored', { name: holderName })}
        </p>
        <p className="hint small">{t('table.wordGuess.holderShows', { name: holderName })}</p>
        <div className="chips" role="group" aria-labelledby="wg-scorer-title">
          {names.map((name, seat) => (
            <button
              key={seat}
              type="button"
              className="chip"
              aria-pressed={scorer === seat}
              onClick={() => setScorer(seat)}
            >
              {name}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="btn btn-primary btn-large btn-block"
          disabled={scorer === null}
          onClick={() => scorer !== null && onDone(scorer)}
        >
          {scorer === null
            ? t('table.wordGuess.tapFirst')
            : t('table.wordGuess.nextWith', { name: names[scorer] ?? '' })}
        </button>
        <button type="button" className="btn btn-small btn-ghost" onClick={back}>
          {t('table.wordGuess.notOver')}
        </button>
      </div>
    </div>
  );
}

/** On one phone, before a round: host a table of phones instead (a new game, from round 1). */
export function WordGuessHostTable({
  context,
  state,
  commit,
}: {
  context: PackContext | null;
  state: WordGuessSession;
  commit: (next: WordGuessSession) => void;
}) {
  const t = useT();
  const players = context?.players ?? [];
  const lang = currentLang();
  // The page's words: on a Danish page the Danish ones (loaded by the route), else English.
  const categories = wordCategoriesIn(lang) ?? wordCategoriesIn('en') ?? [];
  const start =
    context &&
    (() => {
      const code: TableCode = newWordGuessTable(
        players,
        context.flags,
        categories,
        wordCategoriesIn(lang) ? lang : 'en',
        { categoryId: state.categoryId, difficulty: state.difficulty },
      );
      commit({
        ...freshSession(),
        categoryId: state.categoryId,
        difficulty: state.difficulty,
        table: {
          code: toQrText(code),
          seat: null,
          host: true,
          turn: 0,
          scores: players.map(() => 0),
          phase: 'code',
          log: { entries: [], outcome: null },
        },
      });
    });
  return (
    <HostButton
      problem={hostProblem(players.length, null)}
      hint={t('table.wordGuess.startHint')}
      start={start}
    />
  );
}
