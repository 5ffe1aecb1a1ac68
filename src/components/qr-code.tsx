import { useEffect, useState } from 'react';

export type QrLevel = 'L' | 'M' | 'Q' | 'H';

/**
 * A QR code as an SVG data URL. The qrcode library loads only when a code is first drawn, so it
 * never weighs on the first screen (scripts/budget.mjs checks it stays out).
 */
export async function qrSvgDataUrl(value: string, level: QrLevel, margin: number): Promise<string> {
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(value, {
    type: 'svg',
    margin,
    errorCorrectionLevel: level,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * A QR code for `value`. `level` and `margin` (the quiet zone, in modules) default to what suits a
 * screen; printed sheets ask for 'Q' (survives a beer ring or a scuff) and the standard 4-module
 * quiet zone. Until the code is drawn an empty square of the same size holds its place.
 */
export function QrCode({
  value,
  className = 'qr',
  level = 'M',
  margin = 1,
  label,
}: {
  value: string;
  className?: string;
  level?: QrLevel;
  margin?: number;
  label?: string;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrSvgDataUrl(value, level, margin).then(
      (url) => live && setSrc(url),
      (error: unknown) => {
        console.warn('The QR code could not be drawn', error);
        if (live) setSrc(null);
      },
    );
    return () => {
      live = false;
    };
  }, [value, level, margin]);
  return src ? (
    <img className={className} src={src} alt={label ?? `QR code for ${value}`} data-testid="qr" />
  ) : (
    <div className={className} aria-hidden="true" data-qr-pending="" />
  );
}
