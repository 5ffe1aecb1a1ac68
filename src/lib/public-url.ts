import { settings } from './env';

/**
 * The absolute address of an app path, for links that leave the device: printed QR codes and
 * shared dare links. The origin is set at build time (VITE_PUBLIC_ORIGIN, e.g. the production
 * domain, so sheets printed from a staging build still open the real site) and defaults to the
 * origin the app is running on.
 */
export function publicUrl(path: string, origin: string = publicOrigin()): string {
  return new URL(path, origin.endsWith('/') ? origin : `${origin}/`).toString();
}

export function publicOrigin(configured = settings.VITE_PUBLIC_ORIGIN): string {
  if (configured) return configured.replace(/\/+$/, '');
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

/**
 * Whether an address only the computer it runs on can reach (localhost, 127.x, ::1, 0.0.0.0):
 * codes printed from such a build open nothing on a guest's phone.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    host === '0.0.0.0' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}
