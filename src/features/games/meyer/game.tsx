import { t as translate, useT } from '../../../lib/i18n';
import { useCallback, useState } from 'react';
import { cue } from '../../feel';
import { GameShell, usePackContext } from '../core/game-shell';
import { EndGameButton } from '../core/recap-view';
import { useGameSession } from '../core/use-game-session';
import { useShake } from '../core/use-shake';
import { useNextGesture } from '../use-next-gesture';
import { PeekButton } from './peek';
import { CallPicker } from './picker';
import {
  announce,
  announceChoices,
  believe,
  blindChoices,
  current,
  endGame,
  freshSession,
  giveUp,
  lift,
  MAX_PLAYERS,
  MIN_PLAYERS,
  nextRound,
  passBlind,
  playAgain,
  shake,
  startGame,
  uncover,
} from './play';
import { MEYER, presetName, rollLabel, winnerOf } from './rules';
import { parseSession, type MeyerSession } from './session';
import { HowToPlay, Setup } from './setup';
import { MeyerCupGame } from './cup';
import { joinedMeyer, newMeyerTable } from './cup-table';
import { LivesBoard, MeyerRecap, PhaseHeading, RankingReminder, RoundResult } from './table';
import '../games.css';
import './meyer.css';

// Meyer (also Mia): the phone is the cup and goes round the table. Each phase is one screen;
// the dice stay hidden unless the holder presses and holds to peek, and the phone covers itself
// whenever it changes hands.

const GAME = 'meyer';
const TITLE = 'Meyer';
const seats = () => [1, 2, 3].map((n) => translate('meyer.seat', { n }));

export function MeyerGame() {
  const t = useT();
  const context = usePackContext(GAME);
  const { state, commit } = useGameSession(GAME, parseSession, freshSession);
  const [blindPicking, setBlindPicking] = useState(false);

  const move = useCallback(
    (next: MeyerSession) => {
      setBlindPicking(false);
      commit(next);
    },
    [commit],
  );
  const roll = useCallback(() => {
    if (!state || state.phase !== 'roll') return;
    cue('roll');
    move(shake(state));
  }, [state, move]);
  const rolling = state?.phase === 'roll';
  const { support, ask } = useShake(rolling, roll);
  useNextGesture(rolling ? roll : null);

  if (!state) {
    return (
      <GameShell game={GAME} title={TITLE} context={context} packs={null} reading>
        <HowToPlay />
      </GameShell>
    );
  }

  if (state.table) {
    return <MeyerCupGame state={state} table={state.table} context={context} commit={commit} />;
  }

  const names = context?.players ?? [];
  const players = names.length >= MIN_PLAYERS ? names.slice(0, MAX_PLAYERS) : seats();
  const holder = current(state);
  const settle = (next: MeyerSession) => {
    cue('loss');
    move(next);
  };

  let body;
  switch (state.phase) {
    case 'setup':
      body = (
        <Setup
          state={state}
          players={players}
          namesMissing={names.length < MIN_PLAYERS}
          tooMany={names.length > MAX_PLAYERS}
          commit={commit}
          start={() => move(startGame(state, players))}
          startTable={() =>
            move(
              joinedMeyer(
                state,
                newMeyerTable(names.slice(0, MAX_PLAYERS), context?.flags ?? {}, {
                  preset: state.preset,
                  lives: state.startLives,
                  meyerCost: state.meyerCost,
                }),
                null,
                true,
              ),
            )
          }
        />
      );
      break;
    case 'roll':
      body = (
        <section className="meyer-turn" aria-labelledby="meyer-turn-title">
          <PhaseHeading id="meyer-turn-title">{t('meyer.shakeTitle', { holder })}</PhaseHeading>
          <p className="meyer-call">
            {state.call === null
              ? t('meyer.newRoundAny')
              : t('meyer.toBeat', { call: rollLabel(state.preset, state.call) })}
          </p>
          <button type="button" className="btn btn-primary btn-large btn-block" onClick={roll}>
            {t('meyer.shake')}
          </button>
          <p className="hint small key-hint">{t('meyer.spaceRolls')}</p>
          {support === 'listening' && <p className="hint small">{t('meyer.orShake')}</p>}
          {support === 'needs-permission' && (
            <button type="button" className="btn btn-small" onClick={ask}>
              {t('meyer.shakeAsk')}
            </button>
          )}
          {support === 'denied' && <p className="hint small">{t('meyer.shakeDenied')}</p>}
        </section>
      );
      break;
    case 'announce':
      body = (
        <section className="meyer-turn" aria-labelledby="meyer-turn-title">
          <PhaseHeading id="meyer-turn-title">{t('meyer.peekTitle', { holder })}</PhaseHeading>
          {state.call !== null && (
            <p className="meyer-call">
              {t('meyer.toBeat', { call: rollLabel(state.preset, state.call) })}
            </p>
          )}
          {state.dice && <PeekButton dice={state.dice} preset={state.preset} />}
          <CallPicker
            key={`${state.round}-${state.call ?? 'new'}`}
            preset={state.preset}
            choices={announceChoices(state)}
            legend={t('meyer.announce.legend')}
            action={t('meyer.announce.action')}
            onAnnounce={(value) => move(announce(state, value))}
          />
        </section>
      );
      break;
    case 'cover':
      body = (
        <section className="meyer-cover" aria-labelledby="meyer-cover-title">
          <PhaseHeading id="meyer-cover-title">{t('meyer.passTo', { holder })}</PhaseHeading>
          <p className="meyer-line">{t('meyer.onlyLooks', { holder })}</p>
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            onClick={() => {
              cue('turn');
              move(uncover(state));
            }}
          >
            {t('meyer.iAm', { holder })}
          </button>
        </section>
      );
      break;
    case 'respond': {
      const call = state.call ?? MEYER;
      const meyer = call === MEYER;
      body = (
        <section className="meyer-turn" aria-labelledby="meyer-turn-title">
          <PhaseHeading id="meyer-turn-title">
            {t('meyer.says', {
              announcer: state.announcer ?? '',
              call: rollLabel(state.preset, call),
            })}
          </PhaseHeading>
          <p className="meyer-call">
            {state.blind ? t('meyer.passedBlind', { announcer: state.announcer ?? '' }) : ''}
            {t('meyer.believeQ', { holder })}
          </p>
          {!blindPicking ? (
            <div className="meyer-actions">
              <button
                type="button"
                className="btn btn-primary btn-large btn-block"
                onClick={() => settle(lift(state))}
              >
                {t('meyer.lift')}
              </button>
              {meyer ? (
                <button
                  type="button"
                  className="btn btn-large btn-block"
                  onClick={() => settle(giveUp(state))}
                >
                  {t('meyer.giveUp')}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-large btn-block"
                  onClick={() => move(believe(state))}
                >
                  {t('meyer.believe')}
                </button>
              )}
              <button
                type="button"
                className="btn btn-large btn-block"
                onClick={() => setBlindPicking(true)}
              >
                {t('meyer.passBlind')}
              </button>
            </div>
          ) : (
            <>
              <p className="hint small">{t('meyer.blindHint')}</p>
              <CallPicker
                preset={state.preset}
                choices={blindChoices(state)}
                legend={t('meyer.blind.legend')}
                action={t('meyer.blind.action')}
                onAnnounce={(value) => move(passBlind(state, value))}
              />
              <button
                type="button"
                className="btn btn-ghost btn-block"
                onClick={() => setBlindPicking(false)}
              >
                {t('meyer.back')}
              </button>
            </>
          )}
        </section>
      );
      break;
    }
    case 'result':
      body = state.result && (
        <RoundResult
          state={state}
          result={state.result}
          last={winnerOf(state.players, state.lives) !== null}
          onNext={() => move(nextRound(state))}
        />
      );
      break;
    case 'over':
      body = <MeyerRecap state={state} onPlayAgain={() => move(playAgain(state))} />;
      break;
  }

  const playing = state.phase !== 'setup' && state.phase !== 'over';
  return (
    <GameShell
      game={GAME}
      title={TITLE}
      context={context}
      packs={null}
      status={
        // Always a line, so a saved game read after the page paints moves nothing (see
        // GameShell's `reading`).
        <span>
          {playing
            ? t('meyer.status.round', { round: state.round + (state.phase === 'result' ? 0 : 1) })
            : state.phase === 'setup'
              ? t('meyer.status.new')
              : t('meyer.status.over')}{' '}
          · {t('meyer.status.ranking', { preset: presetName(state.preset) })}
        </span>
      }
    >
      {body}
      {playing && state.phase !== 'cover' && (
        <>
          <LivesBoard state={state} />
          <RankingReminder preset={state.preset} />
        </>
      )}
      {playing && <EndGameButton onEnd={() => move(endGame(state))} />}
    </GameShell>
  );
}
