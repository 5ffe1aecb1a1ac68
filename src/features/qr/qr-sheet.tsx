import { Link } from '@tanstack/react-router';
import { richText } from '../../components/rich-text';
import { useLang, useT } from '../../lib/i18n';
import { useEffect, useState } from 'react';
import { PRINT_SPECS, SET_PARTNER, type QrSheet } from '../../content/qr-sheets';
import { isLoopbackUrl, publicUrl } from '../../lib/public-url';
import { displayUrl, SheetPages } from './formats';
import './qr.css';

const MM_TO_PX = 96 / 25.4;
/** The build setting that gives the codes the site's real address. */
const PUBLIC_ORIGIN_SETTING = 'VITE_PUBLIC_ORIGIN';

/** The preview's scale: the page's real width, shrunk to fit the window with a little margin. */
function usePreviewScale(widthMm: number): number {
  const fit = () => Math.min(1, (window.innerWidth - 32) / (widthMm * MM_TO_PX));
  const [scale, setScale] = useState(fit);
  useEffect(() => {
    const update = () => setScale(fit());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
    // `fit` only reads widthMm.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [widthMm]);
  return scale;
}

/**
 * A printable QR sheet: on screen a toolbar and a true-to-size preview; in print only the pages,
 * each exactly the format's paper size (the `@page` rule below turns the printer's margins off).
 */
export function QrSheetPage({ sheet }: { sheet: QrSheet }) {
  const spec = PRINT_SPECS[sheet.format];
  const url = publicUrl(sheet.target);
  const partner = SET_PARTNER[sheet.set];
  const scale = usePreviewScale(spec.widthMm);
  const t = useT();
  const lang = useLang();
  // The printer's own margins off, and the paper exactly the format's size.
  const pageRule = `@page { size: ${spec.widthMm}mm ${spec.heightMm}mm; margin: 0; }`;
  const title =
    partner && !sheet.headline.includes(partner)
      ? `${sheet.headline} · ${partner}`
      : sheet.headline;
  useEffect(() => {
    document.title = t('qr.docTitle', { title });
  }, [title, t]);
  return (
    <div
      className="qr-sheet"
      data-format={sheet.format}
      data-pages={spec.pages}
      style={
        {
          '--page-w': `${spec.widthMm}mm`,
          '--page-h': `${spec.heightMm}mm`,
          '--preview-scale': scale,
        } as React.CSSProperties
      }
    >
      <style>{pageRule}</style>
      <div className="print-toolbar">
        <div className="print-toolbar-text">
          <p className="print-kicker">
            {t('qr.kicker', {
              set: partner ?? t('qr.standardSet'),
              paper: lang === 'da' ? spec.paperDa : spec.paper,
            })}
            {spec.pages > 1 ? t('qr.pages', { count: spec.pages }) : ''}
          </p>
          <h1>{title}</h1>
          <p className="print-target">
            {t('qr.opens')} <a href={url}>{displayUrl(url)}</a>
          </p>
        </div>
        {isLoopbackUrl(url) && (
          <div className="print-warning" role="alert">
            <p>
              <strong>{t('qr.dontPrint')}</strong> {t('qr.loopback', { host: new URL(url).host })}
            </p>
            <p>
              {richText(t('qr.liveSite', { setting: '{setting}' }), {
                setting: <code>{PUBLIC_ORIGIN_SETTING}</code>,
              })}
            </p>
          </div>
        )}
        <div className="print-actions">
          <button type="button" className="btn btn-primary" onClick={() => window.print()}>
            {t('qr.print')}
          </button>
          <Link to="/partnerships/$id" params={{ id: 'scrollbar' }} className="btn btn-ghost">
            {t('qr.partners')}
          </Link>
        </div>
        <p className="print-hint">{t('qr.hint')}</p>
      </div>
      <div className="sheet-pages">
        <SheetPages sheet={sheet} url={url} partner={partner} />
      </div>
    </div>
  );
}
