import { useState } from 'react';
import { currentLang, useLang, useT, type Lang } from '../../../lib/i18n';
import { CardLead, cardSurface } from '../../feel';
import { decoyFor, factSet, formatValue, isRight, unitAfter, type Call } from '../../games';
import type {
  GameSeat,
  RoomGame,
  RoomGameContext,
  RoomGameModule,
  RoomGameSetup,
  RoomGameViewProps,
  RoomSettingsProps,
} from '../room-game';
import { countOf, isHost, isSeated, record, roomOrder, roomStream, roundOf } from './room-rules';
import { ValueChoice, type Translate } from './settings';
import { useRoomT } from './room-lang';
import './room-games.css';

// More or less with every team on its own phone: the same card on every phone ("The Eiffel
// Tower: more or less than 250 meters?"), each team answers on its members' phones (the first
// tap of the team counts), nobody sees another team's answer until the host reveals, and the
// score shows on every phone. The teams are picked in the lobby. As the one-phone rules
// (`games/more-or-less/rules.ts`): the shown number is a decoy above or below the truth with
// equal chance, and a right call scores one.

export interface MolSettings {
  /** Teams playing: 2 to 4. */
  teamCount: number;
  /** Each seat's team (0-based), as the host picked them; a seat not here is dealt round. */
  teams: Record<string, number>;
  /** Cards in a game. */
  cards: number;
  /** The language of the facts: the host's page's when the room opened. */
  lang?: Lang;
}

export interface MolCard {
  factId: string;
  question: string;
  unit: string;
  shown: number;
}

export interface MolState {
  seed: string;
  lang: Lang;
  teamCount: number;
  /** Every seat's team (0-based). */
  teamOf: Record<string, number>;
  seats: GameSeat[];
  cards: number;
  /** 1 for the first card. */
  round: number;
  card: MolCard | null;
  /** Each team's call on this card (by team index): secret until the reveal. */
  calls: Record<number, Call>;
  revealed: boolean;
  /** Points by team. */
  scores: number[];
}

export interface MolShared extends Omit<MolState, 'calls'> {
  /** The teams that have answered this card. */
  answered: number[];
  /** Every team's call, from the reveal on (empty before it). */
  calls: Record<number, Call>;
  /** The true number, from the reveal on. */
  answer: number | null;
  over: boolean;
}

export interface MolSecret {
  /** This seat's team's call on the card, or null while the team has not answered. */
  call: Call | null;
}

export type MolIntent =
  /** Any seated player, for their team: once a team, a card. */
  | { type: 'call'; round: number; call: Call }
  /** Host: shows the truth and scores the teams that called it right. */
  | { type: 'reveal'; round: number }
  /** Host: the next card (after the reveal, not after the last card). */
  | { type: 'next'; round: number };

export const TEAM_COUNTS = [2, 3, 4];
const CARD_COUNTS = [5, 10, 20];

/** The card of round `round`: the facts in a seeded order, the shown number a seeded decoy. */
export function cardAt(seed: string, lang: Lang, round: number): MolCard | null {
  const { facts } = factSet(lang);
  if (facts.length === 0) return null;
  const pass = Math.floor((round - 1) / facts.length);
  const order = roomOrder(facts.length, seed, `more-or-less ${lang} ${pass}`);
  const fact = facts[order[(round - 1) % facts.length] as number];
  if (!fact) return null;
  const shown = decoyFor(fact, roomStream(seed, `more-or-less shown ${round}`));
  return { factId: fact.id, question: fact.question, unit: fact.unit, shown };
}

const answerOf = (state: { lang: Lang; card: MolCard | null }) =>
  state.card ? (factSet(state.lang).byId.get(state.card.factId)?.answer ?? null) : null;

/** Every seat on a team: the host's pick where it is a team in play, else the smallest team. */
export function teamsFor(
  seats: readonly GameSeat[],
  teamCount: number,
  picked: Readonly<Record<string, number>>,
): Record<string, number> {
  const teamOf: Record<string, number> = {};
  const sizes = Array.from({ length: teamCount }, () => 0);
  for (const seat of seats) {
    const team = picked[seat.seatId];
    if (team !== undefined && team >= 0 && team < teamCount) {
      teamOf[seat.seatId] = team;
      sizes[team] = (sizes[team] ?? 0) + 1;
    }
  }
  for (const seat of seats) {
    if (teamOf[seat.seatId] !== undefined) continue;
    const team = sizes.indexOf(Math.min(...sizes));
    teamOf[seat.seatId] = team;
    sizes[team] = (sizes[team] ?? 0) + 1;
  }
  return teamOf;
}

/** The host's picks as settings carry them: whole team numbers only. */
function pickedTeams(raw: unknown): Record<string, number> {
  return Object.fromEntries(
    Object.entries(record(raw) ?? {}).filter(
      (entry): entry is [string, number] => countOf(entry[1]) !== null,
    ),
  );
}

const isOver = (state: MolState) => state.revealed && state.round >= state.cards;

function deal(state: MolState, round: number): MolState {
  return {
    ...state,
    round,
    card: cardAt(state.seed, state.lang, round),
    calls: {},
    revealed: false,
  };
}

function apply(
  state: MolState,
  from: string,
  intent: MolIntent,
  context: RoomGameContext,
): MolState {
  if (intent.round !== state.round || !isSeated(state.seats, from) || !state.card) return state;
  switch (intent.type) {
    case 'call': {
      const team = state.teamOf[from];
      if (team === undefined || state.revealed || state.calls[team] !== undefined) return state;
      return { ...state, calls: { ...state.calls, [team]: intent.call } };
    }
    case 'reveal': {
      if (!isHost(from, context) || state.revealed) return state;
      const answer = answerOf(state);
      const scores = state.scores.map((points, team) => {
        const call = state.calls[team];
        return call && answer !== null && isRight(call, answer, state.card!.shown)
          ? points + 1
          : points;
      });
      return { ...state, revealed: true, scores };
    }
    case 'next':
      if (!isHost(from, context) || !state.revealed || isOver(state)) return state;
      return deal(state, state.round + 1);
  }
}

function parseIntent(raw: unknown): MolIntent | null {
  const r = record(raw);
  const round = roundOf(r?.round);
  if (!r || round === null) return null;
  if (r.type === 'call') {
    return r.call === 'more' || r.call === 'less' ? { type: 'call', round, call: r.call } : null;
  }
  if (r.type === 'reveal' || r.type === 'next') return { type: r.type, round };
  return null;
}

function shared(state: MolState): MolShared {
  return {
    ...state,
    answered: Object.keys(state.calls)
      .map(Number)
      .sort((a, b) => a - b),
    calls: state.revealed ? state.calls : {},
    answer: state.revealed ? answerOf(state) : null,
    over: isOver(state),
  };
}

export const moreOrLessRoom: RoomGame<MolState, MolIntent, MolShared, MolSecret, MolSettings> = {
  game: 'more-or-less',
  minSeats: 2,
  defaultSettings: { teamCount: 2, teams: {}, cards: 10 },
  start(setup: RoomGameSetup<MolSettings>): MolState {
    const teamCount = TEAM_COUNTS.includes(setup.settings.teamCount) ? setup.settings.teamCount : 2;
    const blank: MolState = {
      seed: setup.seed,
      lang: setup.settings.lang === 'da' ? 'da' : 'en',
      teamCount,
      teamOf: teamsFor(setup.seats, teamCount, pickedTeams(setup.settings.teams)),
      seats: [...setup.seats],
      cards: Math.min(Math.max(1, countOf(setup.settings.cards) ?? 10), 50),
      round: 0,
      card: null,
      calls: {},
      revealed: false,
      scores: Array.from({ length: teamCount }, () => 0),
    };
    return deal(blank, 1);
  },
  parseIntent,
  apply,
  shared,
  secret(state, seatId) {
    const team = state.teamOf[seatId];
    if (team === undefined || !isSeated(state.seats, seatId)) return null;
    return { call: state.calls[team] ?? null };
  },
  reseat(state, seats) {
    // A phone taking over as host has the shared view: the calls of a card not yet revealed were
    // secret, so the teams answer it again.
    const view = state as MolState & Partial<Pick<MolShared, 'answered' | 'answer' | 'over'>>;
    const { answered: _a, answer: _b, over: _c, ...full } = view;
    // A player who sits down mid-game joins the smallest team; one who left takes no team along.
    const kept = Object.fromEntries(
      Object.entries(full.teamOf).filter(([id]) => isSeated(seats, id)),
    );
    return { ...full, seats: [...seats], teamOf: teamsFor(seats, full.teamCount, kept) };
  },
};

// The view -----------------------------------------------------------------------------------

const teamName = (t: Translate, team: number) => t('rooms.game.teamName', { team: team + 1 });

function MoreOrLessView(props: RoomGameViewProps<MolIntent, MolShared, MolSecret>) {
  const { shared: view, secret, me, seats, host } = props;
  const t = useT();
  // The lead-in is in the room's language, which may not be this page's.
  const deckT = useRoomT(view.lang);
  const locale = useLang() === 'da' ? 'da-DK' : undefined;
  // The card this phone has tapped on, so a second tap waits for the host's answer.
  const [tapped, setTapped] = useState<number | null>(null);
  const { round, card } = view;
  const myTeam = view.teamOf[me.seatId];
  const called = secret?.call ?? null;
  const send = (intent: MolIntent) => props.send(intent);
  const members = (team: number) =>
    seats.filter((s) => view.teamOf[s.seatId] === team).map((s) => s.name);
  const teams = Array.from({ length: view.teamCount }, (_, team) => team);
  const best = Math.max(...view.scores);
  const winners = teams.filter((team) => view.scores[team] === best);
  const unit = card ? unitAfter(card.unit) : '';
  return (
    <div className="game room-game">
      <p className="status-line">
        {t('rooms.mol.status', { round, cards: view.cards })}
        {myTeam !== undefined && <> · {t('rooms.mol.yourTeam', { team: teamName(t, myTeam) })}</>}
      </p>
      <div className="prompt-card" {...cardSurface('contest')}>
        <div className="prompt-live" aria-live="polite" aria-atomic="true">
          {card && (
            <div className="prompt-enter">
              <CardLead type="contest">{deckT('facts.mol.moreOrLess')}</CardLead>
              <p className="prompt-text">{card.question}</p>
              <p className="prompt-text" id="room-mol-shown">
                {formatValue(card.shown, card.unit, locale)}
                {unit}?
              </p>
              {card.unit === 'year' && <p className="hint small">{t('facts.mol.yearHint')}</p>}
            </div>
          )}
        </div>
      </div>
      <div className="game-actions">
        {!view.revealed && myTeam !== undefined && called === null && tapped !== round && (
          <div className="choice-buttons">
            {(['more', 'less'] as const).map((call) => (
              <button
                key={call}
                type="button"
                className={`btn btn-large ${call === 'more' ? 'btn-truth' : 'btn-dare'}`}
                onClick={() => {
                  setTapped(round);
                  send({ type: 'call', round, call });
                }}
              >
                {call === 'more' ? t('facts.mol.more') : t('facts.mol.less')}
              </button>
            ))}
          </div>
        )}
        {!view.revealed && (called !== null || tapped === round) && (
          <p className="room-voted" role="status">
            {called === null
              ? t('rooms.mol.sending')
              : called === 'more'
                ? t('rooms.mol.saidMore')
                : t('rooms.mol.saidLess')}
          </p>
        )}
        {!view.revealed && (
          <p className="counter" role="status">
            {view.answered.length === view.teamCount
              ? t('rooms.mol.allAnswered')
              : t('rooms.mol.answered', {
                  count: view.answered.length,
                  teams: view.teamCount,
                })}
          </p>
        )}
        {view.revealed && card && view.answer !== null && (
          <section className="answer-group" aria-live="polite">
            <p className="prompt-lead">
              {card.unit === 'year' ? t('facts.mol.realYear') : t('facts.mol.realNumber')}:{' '}
              <strong id="room-mol-answer">
                {formatValue(view.answer, card.unit, locale)}
                {unit}
              </strong>
            </p>
            <ul className="room-list">
              {teams.map((team) => {
                const call = view.calls[team];
                return (
                  <li key={team}>
                    {call === undefined
                      ? t('rooms.mol.noCall', { team: teamName(t, team) })
                      : t(
                          isRight(call, view.answer!, card.shown)
                            ? 'rooms.mol.right'
                            : 'rooms.mol.wrong',
                          {
                            team: teamName(t, team),
                            call: call === 'more' ? t('rooms.mol.more') : t('rooms.mol.less'),
                          },
                        )}
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        {view.over && (
          <p className="winner" role="status">
            {winners.length === 1
              ? t('facts.mol.win', { team: teamName(t, winners[0]!) })
              : t('facts.mol.sharedWin', {
                  teams: winners
                    .slice(0, -1)
                    .map((team) => teamName(t, team))
                    .join(', '),
                  last: teamName(t, winners.at(-1)!),
                })}
          </p>
        )}
        {host && !view.revealed && (
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            onClick={() => send({ type: 'reveal', round })}
          >
            {t('rooms.mol.reveal')}
          </button>
        )}
        {host && view.revealed && !view.over && (
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            onClick={() => send({ type: 'next', round })}
          >
            {t('rooms.mol.next')}
          </button>
        )}
        {!host && view.revealed && !view.over && (
          <p className="hint small">{t('rooms.mol.hostNext')}</p>
        )}
        <ol className="room-list" aria-label={t('rooms.game.score')} id="room-scores">
          {teams.map((team) => (
            <li key={team} aria-current={team === myTeam ? 'true' : undefined}>
              {t('rooms.game.teamScore', {
                team: teamName(t, team),
                score: view.scores[team] ?? 0,
                names: members(team).join(', '),
              })}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

function MolSettingsPanel({ settings, host, onChange, seats }: RoomSettingsProps<MolSettings>) {
  const t = useT();
  const teamOf = teamsFor(seats ?? [], settings.teamCount, settings.teams);
  const options = Array.from({ length: settings.teamCount }, (_, team) => ({
    value: team,
    label: teamName(t, team),
  }));
  return (
    <>
      <ValueChoice
        legend={t('rooms.mol.teams')}
        name="room-mol-teams"
        options={TEAM_COUNTS.map((value) => ({ value, label: String(value) }))}
        value={settings.teamCount}
        host={host}
        onChange={(teamCount) => onChange({ ...settings, teamCount })}
      />
      {(seats ?? []).map((seat) => (
        <ValueChoice
          key={seat.seatId}
          legend={t('rooms.mol.teamOf', { name: seat.name })}
          name={`room-mol-team-${seat.seatId}`}
          options={options}
          value={teamOf[seat.seatId] ?? 0}
          host={host}
          onChange={(team) => onChange({ ...settings, teams: { ...teamOf, [seat.seatId]: team } })}
        />
      ))}
      <ValueChoice
        legend={t('rooms.mol.cards')}
        name="room-mol-cards"
        options={CARD_COUNTS.map((value) => ({ value, label: String(value) }))}
        value={settings.cards}
        host={host}
        onChange={(cards) => onChange({ ...settings, cards })}
      />
    </>
  );
}

export const moreOrLessModule: RoomGameModule<
  MolState,
  MolIntent,
  MolShared,
  MolSecret,
  MolSettings
> = {
  game: moreOrLessRoom,
  View: MoreOrLessView,
  Settings: MolSettingsPanel,
  // The facts of the host's page's language.
  settingsFrom: () => ({ ...moreOrLessRoom.defaultSettings, lang: currentLang() }),
};

// eslint-disable-next-line no-restricted-syntax -- the room page loads each game as a lazy chunk and takes its default
export default moreOrLessModule;
