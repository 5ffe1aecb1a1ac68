import { useId, useMemo, useState } from 'react';
import { LOVE_PROMPTS, type LovePrompt } from '../../content/misc/love';
import { allowed } from '../../content/misc/types';
import { shuffled } from './pick';
import { SPICE_LABEL, useRating } from './use-rating';
import './misc.css';

const ROUND_LENGTH = 12;

/**
 * The couples game the love card opens: two players take turns; each card is a question to answer
 * or a small thing to do for the other. A round is twelve cards, dealt without repeats.
 */
export function LoveGamePage() {
  const { spiceLimit, adults, ready } = useRating();
  const pool = useMemo(
    () => (ready ? allowed(LOVE_PROMPTS, spiceLimit, adults) : []),
    [ready, spiceLimit, adults],
  );
  const firstId = useId();
  const secondId = useId();
  const [names, setNames] = useState<[string, string]>(['', '']);
  const [deck, setDeck] = useState<LovePrompt[] | null>(null);
  const [turn, setTurn] = useState(0);

  const start = () => {
    setDeck(shuffled(pool).slice(0, ROUND_LENGTH));
    setTurn(0);
  };
  const player = (index: number) =>
    names[index]?.trim() || (index === 0 ? 'Player one' : 'Player two');

  if (!deck) {
    return (
      <section className="misc-page" aria-labelledby="love-title">
        <p className="misc-kicker">The love card</p>
        <h1 id="love-title">Just the two of you</h1>
        <p className="misc-note">
          Take turns. Answer the question honestly or do the little task. Pass when you need to, no
          questions asked. {ROUND_LENGTH} cards a round · spice: {SPICE_LABEL[spiceLimit]}.
        </p>
        <form
          className="misc-form"
          onSubmit={(event) => {
            event.preventDefault();
            start();
          }}
        >
          <label className="field-label" htmlFor={firstId}>
            First player
          </label>
          <input
            id={firstId}
            value={names[0]}
            maxLength={30}
            onChange={(event) => setNames([event.target.value, names[1]])}
          />
          <label className="field-label" htmlFor={secondId}>
            Second player
          </label>
          <input
            id={secondId}
            value={names[1]}
            maxLength={30}
            onChange={(event) => setNames([names[0], event.target.value])}
          />
          <button type="submit" className="btn btn-primary btn-large" disabled={!ready}>
            Start
          </button>
        </form>
      </section>
    );
  }

  const card = deck[turn];
  if (!card) {
    return (
      <section className="misc-page" aria-labelledby="love-title">
        <p className="misc-kicker">Round over</p>
        <h1 id="love-title">
          {player(0)} and {player(1)}: {deck.length} cards together
        </h1>
        <p className="misc-note">Another round deals a fresh set of cards.</p>
        <div className="misc-actions">
          <button type="button" className="btn btn-primary btn-large" onClick={start}>
            Another round
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setDeck(null)}>
            Change names
          </button>
        </div>
      </section>
    );
  }
  return (
    <section className="misc-page" aria-labelledby="love-title">
      <p className="misc-kicker">
        Card {turn + 1} of {deck.length}
      </p>
      <h1 id="love-title">
        {player(turn % 2)}, {card.kind === 'ask' ? 'answer this' : 'your task'}
      </h1>
      <article className="misc-card misc-card-love" data-testid="love-card" data-kind={card.kind}>
        <p className="misc-card-text">{card.text}</p>
        {card.adult && <span className="badge badge-adult">18+</span>}
      </article>
      <div className="misc-actions">
        <button
          type="button"
          className="btn btn-primary btn-large"
          onClick={() => setTurn(turn + 1)}
        >
          Done, next card
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setTurn(turn + 1)}>
          Pass
        </button>
      </div>
    </section>
  );
}
