import { Link } from '@tanstack/react-router';
import { QrCode } from '../../../components/qr-code';
import { useT } from '../../../lib/i18n';
import { FingerprintView, tableFingerprint } from './fingerprint-view';
import { readTableCode, toTypedCode, type TableCode } from './payload';
import './table.css';

// The host's side of a table code, for the games that follow Odd one out's pattern (charades,
// Meyer, truth or dare): the code to scan with the four pictures and the seats to pick from, the
// same code shown again mid-game for a phone that fell behind, and the line that says where to
// join.

/** The code as a QR code, its four pictures and the typed code under them. */
export function CodeBody({ qr }: { qr: string }) {
  const t = useT();
  const code = readTableCode(qr);
  const fingerprint = tableFingerprint(code);
  return (
    <>
      <QrCode value={qr} className="qr table-qr" label={t('table.code.qrLabel')} />
      <p className="hint small">{t('table.code.pictures')}</p>
      <FingerprintView pictures={fingerprint.pictures} words={fingerprint.words} />
      <details className="table-typed-details">
        <summary>{t('table.code.typeInstead')}</summary>
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
  const t = useT();
  return (
    <section className="table-code" aria-labelledby="table-code-title">
      <h2 id="table-code-title">{t('table.host.title')}</h2>
      <p className="hint">
        {t('table.host.hintOpen', { game })} <b>{t('table.host.joinTheirTable')}</b>
        {t('table.host.hintScan')}
      </p>
      <CodeBody qr={qr} />
      <h3>{t('table.seat.which')}</h3>
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
  const t = useT();
  return (
    <details className="table-again">
      <summary>{t('table.again.summary')}</summary>
      <p className="hint small">{t('table.again.hint', { turn: turnLabel })}</p>
      <CodeBody qr={qr} />
    </details>
  );
}

export function JoinTableLink() {
  const t = useT();
  return (
    <p className="table-join-link">
      {t('table.joinLink.before')} <Link to="/join">{t('table.host.joinTheirTable')}</Link>
    </p>
  );
}
