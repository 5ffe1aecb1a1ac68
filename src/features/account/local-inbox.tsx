import { env } from '../../lib/env';

/**
 * The local backend's inbox (supabase/local: `npm start`), when the app talks to a backend on this
 * machine: its emails are caught there instead of being sent. Null for a hosted project, which
 * sends real mail.
 */
export function localInboxUrl(backendUrl: string | null = env.supabaseUrl): string | null {
  if (!backendUrl) return null;
  try {
    const url = new URL(backendUrl);
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return null;
    return new URL('/inbox', url).toString();
  } catch {
    return null;
  }
}

/** A line under "Check your email" on a local copy: where the email actually is. */
export function LocalInboxHint() {
  const inbox = localInboxUrl();
  if (!inbox) return null;
  return (
    <p className="auth-local-inbox">
      This copy of Party Dojo runs on your computer, so no email leaves it: open the{' '}
      <a href={inbox} target="_blank" rel="noreferrer">
        local inbox
      </a>{' '}
      to find it.
    </p>
  );
}
