import { useEffect, useState } from 'react';
import { richText } from '../../components/rich-text';
import { useT } from '../../lib/i18n';
import { useOnline } from '../../lib/online';
import { backendClient } from '../sync';
import { fetchInviterName, pendingReferralKv, savePendingReferral } from './referral';

/**
 * On /sign-up opened from an invite link: keeps the code on the device (it is sent once the new
 * account has synced) and says who invited, when the server can tell.
 */
export function InviteBanner({ code }: { code: string | undefined }) {
  const online = useOnline();
  const t = useT();
  const pending = pendingReferralKv.use();
  const shown = code ?? pending?.code;
  const [name, setName] = useState<{ code: string; name: string | null } | null>(null);

  useEffect(() => {
    if (code) void savePendingReferral(code);
  }, [code]);

  useEffect(() => {
    if (!shown || !online) return;
    let live = true;
    void backendClient()
      .then(async (client) => (client ? fetchInviterName(client, shown) : undefined))
      .then((found) => {
        if (live && found !== undefined) setName({ code: shown, name: found });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [shown, online]);

  if (!shown) return null;
  const known = name?.code === shown ? name.name : undefined;
  // The server knows no account by this code: no banner, and nothing would be credited.
  if (known === null) return null;
  return (
    <p className="invite-banner" role="status" data-testid="invite-banner">
      {known
        ? richText(t('account.invite.named', { name: '{name}' }), {
            name: <strong>{known}</strong>,
          })
        : t('account.invite.friend')}{' '}
      {t('account.invite.create')}
    </p>
  );
}
