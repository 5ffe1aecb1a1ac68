import { useEffect, useRef, useState } from 'react';
import { t } from '../../../lib/i18n';

// Reads a QR code from the phone's camera, inside the app: on iOS the camera app would open the
// code in Safari, whose storage is not the installed app's. The browser's own BarcodeDetector
// where it has one (Android Chrome, Safari 17+); otherwise jsQR, loaded only now, on frames drawn
// from the video. Nothing leaves the phone.

type Detect = (video: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats: () => Promise<string[]>;
}

async function browserDetector(): Promise<Detect | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function jsQrDetector(): Promise<Detect> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    if (!context || video.videoWidth === 0) return Promise.resolve(null);
    // At most 720 pixels across: enough for a code that fills a third of the frame, and fast.
    const scale = Math.min(1, 720 / Math.max(video.videoWidth, video.videoHeight));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' });
    return Promise.resolve(found?.data ?? null);
  };
}

/** What stops the camera, in plain words (each ends by offering the typed code). */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return t('table.scan.denied');
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return t('table.scan.noCamera');
  }
  if (name === 'NotReadableError' || name === 'AbortError') {
    return t('table.scan.busy');
  }
  return t('table.scan.failed');
}

export function CodeScanner({ onText }: { onText: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<'starting' | 'scanning' | { problem: string }>('starting');
  const report = useRef(onText);
  useEffect(() => {
    report.current = onText;
  }, [onText]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let last = '';
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setStatus({
          problem: window.isSecureContext ? t('table.scan.noBrowser') : t('table.scan.noHttps'),
        });
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setStatus({ problem: cameraProblem(error) });
        return;
      }
      const element = video.current;
      if (stopped || !element) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setStatus('scanning');
      const detect = (await browserDetector()) ?? (await jsQrDetector());
      const tick = async () => {
        if (stopped) return;
        const text = await detect(element).catch(() => null);
        // The same unreadable code stays in view: say so once, not on every frame.
        if (text && text !== last) {
          last = text;
          report.current(text);
        }
        if (!stopped) requestAnimationFrame(() => void tick());
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="table-scanner">
      <video
        ref={video}
        className="table-scanner-video"
        muted
        playsInline
        aria-label={t('table.scan.video')}
      />
      <p className="hint small" role="status">
        {status === 'starting'
          ? t('table.scan.starting')
          : status === 'scanning'
            ? t('table.scan.point')
            : status.problem}
      </p>
    </div>
  );
}
