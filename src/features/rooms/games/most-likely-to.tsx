import { useState } from 'react';
import { mostLikelyToPacks } from '../../../content/games/most-likely-to';
import { forfeitLine, selectDrawPacks } from '../../games';
import { useT } from '../../../lib/i18n';
import type { RoomGameModule, RoomGameViewProps, RoomSettingsProps } from '../room-game';
import { roomPacks, useRoomT } from './room-lang';
import { namesList, PackChoice, type Translate } from './settings';
import {
  forfeitOf,
  mostLikelyToRoom,
  tallyOf,
  type MltIntent,
  type MltSettings,
  type MltShared,
  type MltState,
} from './most-likely-to-game';

// Most likely to on everyone's phone: the prompt, a button for each player to vote for, and the
// reveal. Nobody's vote shows before the reveal but your own.

const names = (t: Translate, list: readonly { name: string }[]) =>
  namesList(
    t,
    list.map((s) => s.name),
  );

export function MostLikelyToView(props: RoomGameViewProps<MltIntent, MltShared, null>) {
  const { shared, me, host } = props;
  const t = useT();
  // The lead-in is in the prompts' language, which may not be this page's.
  const deckT = useRoomT(shared.lang ?? 'en');
  const send = (intent: MltIntent) => props.send(intent);
  // The round this phone has voted in, so a second tap waits for the host's answer.
  const [tapped, setTapped] = useState<number | null>(null);
  const state = shared;
  const myVote = state.votes[me.seatId];
  const voted = myVote !== undefined || tapped === state.round;
  const waiting = state.seats.filter((seat) => !(seat.seatId in state.votes));
  const atTable = state.seats.some((seat) => seat.seatId === me.seatId);

  const vote = (seatId: string) => {
    setTapped(state.round);
    send({ type: 'vote', round: state.round, for: seatId });
  };

  return (
    <section className="room-game" aria-labelledby="room-prompt">
      <p className="room-round">{t('rooms.game.round', { round: state.round })}</p>
      <div className="room-card">
        <p className="room-card-lead">{deckT('game.mostLikelyTo.lead')}</p>
        <p className="room-card-text" id="room-prompt" aria-live="polite">
          {state.prompt}?
        </p>
      </div>
      {state.revealed ? (
        <Reveal state={state} host={host} send={send} />
      ) : (
        <>
          {!atTable ? (
            <p className="hint">{t('rooms.mlt.seatedNext')}</p>
          ) : voted ? (
            <p className="room-voted" role="status">
              {myVote !== undefined
                ? t('rooms.mlt.voteIn', {
                    name:
                      state.seats.find((s) => s.seatId === myVote)?.name ?? t('rooms.game.aPlayer'),
                  })
                : t('rooms.mlt.sending')}{' '}
              {t('rooms.mlt.final')}
            </p>
          ) : (
            <p className="hint">{t('rooms.mlt.hint')}</p>
          )}
          {atTable && (
            <ul className="room-vote-list" aria-label={t('rooms.mlt.voteFor')}>
              {state.seats.map((seat) => (
                <li key={seat.seatId}>
                  <button
                    type="button"
                    className={`btn btn-block${myVote === seat.seatId ? ' btn-primary' : ''}`}
                    disabled={voted}
                    onClick={() => vote(seat.seatId)}
                  >
                    {seat.seatId === me.seatId
                      ? t('rooms.game.you', { name: seat.name })
                      : seat.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="room-waiting" role="status">
            {waiting.length === 0
              ? t('rooms.mlt.allVoted')
              : t('rooms.mlt.waiting', {
                  voted: state.seats.length - waiting.length,
                  seats: state.seats.length,
                  names: names(t, waiting),
                })}
          </p>
          {host && (
            <button
              type="button"
              className="btn btn-block"
              onClick={() => send({ type: 'reveal', round: state.round })}
            >
              {t('rooms.mlt.revealNow')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function Reveal({
  state,
  host,
  send,
}: {
  state: MltState;
  host: boolean;
  send: (intent: MltIntent) => void;
}) {
  const t = useT();
  const tally = tallyOf(state);
  const sober = tally.top.filter((seat) => seat.sober);
  return (
    <div className="room-reveal">
      <h2 className="room-result" aria-live="polite">
        {tally.top.length === 0
          ? t('rooms.mlt.nobody')
          : tally.top.length === 1
            ? t('rooms.mlt.one', { name: tally.top[0]!.name })
            : t('rooms.mlt.tie', { names: names(t, tally.top) })}
      </h2>
      {tally.top.length > 0 && (
        <p className="room-sips">
          {tally.top.length === 1 ? t('rooms.mlt.drinks') : t('rooms.mlt.allDrink')}
          {sober.map((seat) => (
            <span key={seat.seatId} className="room-forfeit">
              {' '}
              {forfeitLine({
                player: seat.name,
                text: forfeitOf(seat, state.round, state.seed, state.lang),
              })}
            </span>
          ))}
        </p>
      )}
      <ol className="room-tally" aria-label={t('rooms.mlt.votes')}>
        {tally.counts.map((row) => (
          <li key={row.seat.seatId}>
            <span>{row.seat.name}</span>
            <span className="room-tally-count">
              {t('rooms.mlt.voteCount', { count: row.votes })}
            </span>
          </li>
        ))}
      </ol>
      {host ? (
        <button
          type="button"
          className="btn btn-primary btn-large btn-block"
          onClick={() => send({ type: 'next', round: state.round })}
        >
          {t('rooms.mlt.next')}
        </button>
      ) : (
        <p className="hint">{t('rooms.game.hostNextPrompt')}</p>
      )}
    </div>
  );
}

function MostLikelyToSettings({ settings, host, onChange }: RoomSettingsProps<MltSettings>) {
  return (
    <PackChoice
      packs={roomPacks('most-likely-to', settings.lang ?? 'en', mostLikelyToPacks)}
      chosen={settings.packs}
      host={host}
      onChange={(packs) => onChange({ ...settings, packs })}
    />
  );
}

export const mostLikelyToModule: RoomGameModule<MltState, MltIntent, MltShared, null, MltSettings> =
  {
    game: mostLikelyToRoom,
    View: MostLikelyToView,
    Settings: MostLikelyToSettings,
    // The packs the one-phone game would deal from: those switched on, within the spice filter.
    settingsFrom: (choice) => ({
      packs: selectDrawPacks(
        mostLikelyToPacks,
        choice.states,
        choice.premium,
        choice.spiceLimit,
      ).packs.map((pack) => pack.id),
    }),
  };
