import { useT } from '../../lib/i18n';
import { QrCode } from '../../components/qr-code';

/** Share link with copy button and a QR code (the qrcode library loads lazily, in QrCode). */
export function SharePanel({
  url,
  title,
  copied,
  onCopy,
}: {
  url: string;
  /** The pack's name, for the share sheet. */
  title?: string;
  copied: boolean;
  onCopy: (url: string) => void;
}) {
  const t = useT();
  return (
    <div className="share">
      <div className="field">
        <label className="field-label" htmlFor="share-url">
          {t('editor.share.link')}
        </label>
        <div className="share-link" data-share={canShareNatively()}>
          <input
            id="share-url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn btn-primary" onClick={() => onCopy(url)}>
            {copied ? t('editor.share.copied') : t('editor.share.copy')}
          </button>
          {canShareNatively() && (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => void shareNatively(url, title)}
            >
              {t('editor.share.native')}
            </button>
          )}
        </div>
        <span className="copied" role="status" data-testid="copy-status">
          {copied ? t('editor.share.copiedStatus') : ''}
        </span>
      </div>
      <QrCode value={url} />
    </div>
  );
}

/** Phones have a share sheet (messages, chat apps, AirDrop); desktop browsers mostly do not. */
function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && 'share' in navigator;
}

async function shareNatively(url: string, title: string | undefined): Promise<void> {
  try {
    await navigator.share({ title: title || 'A Party Dojo pack', url });
  } catch {
    // Closing the sheet rejects too; the link and Copy link are right there either way.
  }
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
