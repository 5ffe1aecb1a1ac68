import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { daredSentence, readDareLink } from './dare-link';
import { SendDare } from './send-dare';
import './misc.css';

/** A dare received by link: "{name} dared you to …", shown from the app's own copy, offline. */
export function YouHaveBeenDaredPage({
  search,
}: {
  search: { dare?: string; text?: string; from?: string };
}) {
  const { dare, from } = readDareLink(search);
  const [revealed, setRevealed] = useState(false);
  if (!dare) {
    return (
      <section className="misc-page" aria-labelledby="dared-title">
        <h1 id="dared-title">This dare link does not work</h1>
        <p className="misc-note" role="alert">
          The link is incomplete or was made by a newer version of the app. Ask your friend to send
          it again, or take a random dare instead.
        </p>
        <div className="misc-actions">
          <Link to="/misc/user-card-dare" className="btn btn-primary btn-large">
            Take a random dare
          </Link>
        </div>
      </section>
    );
  }
  const hidden = dare.adult && !revealed;
  return (
    <section className="misc-page" aria-labelledby="dared-title">
      <p className="misc-kicker">You have been dared</p>
      {hidden ? (
        <>
          <h1 id="dared-title">{from || 'Someone'} sent you an 18+ dare</h1>
          <p className="misc-note">It is meant for adults. Open it only if that is you.</p>
          <div className="misc-actions">
            <button type="button" className="btn btn-primary" onClick={() => setRevealed(true)}>
              I am 18 or over: show it
            </button>
            <Link to="/misc/user-card-dare" className="btn btn-ghost">
              A milder dare
            </Link>
          </div>
        </>
      ) : (
        <>
          <h1 id="dared-title" className="misc-dared" data-testid="dared" data-dare={dare.id}>
            {daredSentence(from, dare.text)}
          </h1>
          <p className="misc-note">Do it, or take a drink. Then pass one back.</p>
          <SendDare dare={search.dare ? { id: dare.id } : { text: search.text ?? dare.text }} />
          <div className="misc-actions">
            <Link to="/misc/user-card-dare" className="btn btn-ghost">
              Another dare
            </Link>
            <Link to="/go" className="btn btn-ghost">
              Play a game
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
