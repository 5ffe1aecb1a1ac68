import { QrCode } from '../../components/qr-code';

/** Share link with copy button and a QR code (the qrcode library loads lazily, in QrCode). */
export function SharePanel({
  url,
  copied,
  onCopy,
}: {
  url: string;
  copied: boolean;
  onCopy: (url: string) => void;
}) {
  return (
    <div className="share">
      <div className="field">
        <label className="field-label" htmlFor="share-url">
          Share link
        </label>
        <div className="share-link">
          <input
            id="share-url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn btn-primary" onClick={() => onCopy(url)}>
            {copied ? 'Copied!' : 'Copy link'}
          </button>
        </div>
        <span className="copied" role="status" data-testid="copy-status">
          {copied ? 'Link copied to the clipboard' : ''}
        </span>
      </div>
      <QrCode value={url} />
    </div>
  );
}

/** Clipboard API where allowed, else the old selection trick (some in-app browsers). */
export async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const input = document.createElement('textarea');
    input.value = text;
    input.setAttribute('readonly', '');
    input.style.position = 'fixed';
    input.style.opacity = '0';
    document.body.appendChild(input);
    input.select();
    const ok = document.execCommand('copy');
    input.remove();
    if (!ok) throw new Error('Copying is not allowed here: select the link and copy it.');
  }
}
