import { Link } from '@tanstack/react-router';
import { QrCode } from '../../../components/qr-code';
import { FingerprintView, tableFingerprint } from './fingerprint-view';
import { readTableCode, toTypedCode, type TableCode } from './payload';
import './table.css';

// The host's side of a table code, for the games that follow Odd one out's pattern (charades,
// Meyer): the code to scan with the four pictures and the seats to pick from, the same code shown
// again mid-game for a phone that fell behind, and the line that says where to join.

/** The code as a QR code, its four pictures and the typed code under them. */
function CodeBody({ qr }: { qr: string }) {
  const code = readTableCode(qr);
  const fingerprint = tableFingerprint(code);
  return (
    <>
      <QrCode
        value={qr}
        className="qr table-qr"
        label="The table code, for the other phones to scan"
      />
      <p className="hint small">Every phone at this table shows these four pictures:</p>
      <FingerprintView pictures={fingerprint.pictures} words={fingerprint.words} />
      <details className="table-typed-details">
        <summary>Camera not working? Type a code instead</summary>
        <p className="table-typed-code" data-testid="typed-code">
          {toTypedCode(code)}
        </p>
      </details>
    </>
  );
}

/** The host's first screen: everyone else scans, then the host says which seat is theirs. */
export function HostCodePanel({
  qr,
  game,
  seats,
  chooseSeat,
}: {
  /** The code's QR text at the turn the table is on. */
  qr: string;
  /** The game's name as the other phones find it. */
  game: string;
  seats: TableCode['seats'];
  chooseSeat: (seat: number) => void;
}) {
  return (
    <section className="table-code" aria-labelledby="table-code-title">
      <h2 id="table-code-title">Everyone else: scan this</h2>
      <p className="hint">
        On each other phone, open Party Dojo’s {game}, tap <b>Join their table</b>, scan this code
        and pick your name. No signal needed.
      </p>
      <CodeBody qr={qr} />
      <h3>Which one is you?</h3>
      <div className="table-seats">
        {seats.map((seat, i) => (
          <button
            key={`${i}:${seat.name}`}
            type="button"
            className="btn btn-block"
            onClick={() => chooseSeat(i)}
          >
            {seat.name}
          </button>
        ))}
      </div>
    </section>
  );
}

/** Mid-game: the code again, at this phone's turn, for a phone that joins late or fell behind. */
export function ShowCodeAgain({ qr, turnLabel }: { qr: string; turnLabel: string }) {
  return (
    <details className="table-again">
      <summary>Show the table code</summary>
      <p className="hint small">
        For a phone that joins late or fell out of step: it picks up at {turnLabel}.
      </p>
      <CodeBody qr={qr} />
    </details>
  );
}

export function JoinTableLink() {
  return (
    <p className="table-join-link">
      Someone else is hosting? <Link to="/join">Join their table</Link>
    </p>
  );
}
