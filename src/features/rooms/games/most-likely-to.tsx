import { useState } from 'react';
import { mostLikelyToPacks } from '../../../content/games/most-likely-to';
import { forfeitLine, selectDrawPacks } from '../../games';
import type { RoomGameModule, RoomGameViewProps, RoomSettingsProps } from '../room-game';
import { PackChoice } from './settings';
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

const names = (list: readonly { name: string }[]) =>
  list.length <= 1
    ? (list[0]?.name ?? '')
    : `${list
        .slice(0, -1)
        .map((s) => s.name)
        .join(', ')} and ${list.at(-1)!.name}`;

export function MostLikelyToView(props: RoomGameViewProps<MltIntent, MltShared, null>) {
  const { shared, me, host } = props;
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
      <p className="room-round">Round {state.round}</p>
      <div className="room-card">
        <p className="room-card-lead">Who is most likely to</p>
        <p className="room-card-text" id="room-prompt" aria-live="polite">
          {state.prompt}?
        </p>
      </div>
      {state.revealed ? (
        <Reveal state={state} host={host} send={send} />
      ) : (
        <>
          {!atTable ? (
            <p className="hint">You are seated for the next prompt.</p>
          ) : voted ? (
            <p className="room-voted" role="status">
              {myVote !== undefined
                ? `Your vote is in: ${state.seats.find((s) => s.seatId === myVote)?.name ?? 'a player'}.`
                : 'Sending your vote…'}{' '}
              A vote is final.
            </p>
          ) : (
            <p className="hint">Vote on your own phone: nobody sees who voted for whom.</p>
          )}
          {atTable && (
            <ul className="room-vote-list" aria-label="Vote for">
              {state.seats.map((seat) => (
                <li key={seat.seatId}>
                  <button
                    type="button"
                    className={`btn btn-block${myVote === seat.seatId ? ' btn-primary' : ''}`}
                    disabled={voted}
                    onClick={() => vote(seat.seatId)}
                  >
                    {seat.seatId === me.seatId ? `${seat.name} (you)` : seat.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="room-waiting" role="status">
            {waiting.length === 0
              ? 'Everyone has voted.'
              : `${state.seats.length - waiting.length} of ${state.seats.length} voted. Waiting for ${names(waiting)}.`}
          </p>
          {host && (
            <button
              type="button"
              className="btn btn-block"
              onClick={() => send({ type: 'reveal', round: state.round })}
            >
              Reveal now
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
  const tally = tallyOf(state);
  const sober = tally.top.filter((seat) => seat.sober);
  return (
    <div className="room-reveal">
      <h2 className="room-result" aria-live="polite">
        {tally.top.length === 0
          ? 'Nobody voted this round.'
          : tally.top.length === 1
            ? `${tally.top[0]!.name} is most likely to.`
            : `A tie: ${names(tally.top)}.`}
      </h2>
      {tally.top.length > 0 && (
        <p className="room-sips">
          {tally.top.length === 1 ? 'They drink.' : 'They all drink.'}
          {sober.map((seat) => (
            <span key={seat.seatId} className="room-forfeit">
              {' '}
              {forfeitLine({ player: seat.name, text: forfeitOf(seat, state.round, state.seed) })}
            </span>
          ))}
        </p>
      )}
      <ol className="room-tally" aria-label="Votes">
        {tally.counts.map((row) => (
          <li key={row.seat.seatId}>
            <span>{row.seat.name}</span>
            <span className="room-tally-count">
              {row.votes} {row.votes === 1 ? 'vote' : 'votes'}
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
          Next prompt
        </button>
      ) : (
        <p className="hint">The host deals the next prompt.</p>
      )}
    </div>
  );
}

function MostLikelyToSettings({ settings, host, onChange }: RoomSettingsProps<MltSettings>) {
  return (
    <PackChoice
      packs={mostLikelyToPacks}
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
