import { richText } from '../../components/rich-text';
import { env } from '../../lib/env';
import { useT } from '../../lib/i18n';

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
  const t = useT();
  if (!inbox) return null;
  return (
    <p className="auth-local-inbox">
      {richText(t('account.localInbox', { inbox: '{inbox}' }), {
        inbox: (
          <a href={inbox} target="_blank" rel="noreferrer">
            {t('account.localInbox.link')}
          </a>
        ),
      })}
    </p>
  );
}
