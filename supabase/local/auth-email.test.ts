import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../sync/database.types.ts';
import { startLocalBackend, type LocalBackend } from './server.ts';

// The email flows of the auth stand-in, through the real supabase-js client: confirmation before
// the first session, password recovery, sign-in by email link, the local inbox that catches the
// mail, and the rules on the links (single use, one hour, stored hashed, one email a minute).

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startLocalBackend({
    port: 0,
    requireEmailConfirmation: true,
    siteUrl: 'http://127.0.0.1:4173',
  });
});

afterAll(async () => {
  await backend?.close();
});

function client(): SupabaseClient<Database> {
  return createClient<Database>(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

const address = (who: string) => `${who}.${randomUUID().slice(0, 8)}@example.com`;

/** The token hash and type in the newest email to `to`, and the email itself. */
async function newestLink(to: string) {
  const [mail] = await backend.inbox(to);
  expect(mail, `an email to ${to}`).toBeDefined();
  const link = new URL(mail!.link);
  return {
    mail: mail!,
    link,
    tokenHash: link.searchParams.get('token_hash')!,
    type: link.searchParams.get('type')!,
  };
}

async function confirmedUser(who: string, password = 'first password') {
  const email = address(who);
  const c = client();
  const { error } = await c.auth.signUp({ email, password });
  expect(error).toBeNull();
  const { tokenHash } = await newestLink(email);
  const verified = await c.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
  expect(verified.error).toBeNull();
  return { email, password, c };
}

describe('email confirmation', () => {
  it('says through /settings that sign-up waits for the email', async () => {
    const r = await fetch(`${backend.url}/auth/v1/settings`, {
      headers: { apikey: backend.anonKey },
    });
    expect(((await r.json()) as { mailer_autoconfirm: boolean }).mailer_autoconfirm).toBe(false);
  });

  it('starts no session at sign-up and refuses the password until the link is opened', async () => {
    const email = address('newcomer');
    const c = client();
    const signedUp = await c.auth.signUp({
      email,
      password: 'correct horse',
      options: { emailRedirectTo: 'http://127.0.0.1:4173/auth/confirm?redirect=%2Feditor' },
    });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.session).toBeNull();
    expect(signedUp.data.user?.email).toBe(email);
    expect(signedUp.data.user?.identities?.length).toBe(1);

    const early = await c.auth.signInWithPassword({ email, password: 'correct horse' });
    expect(early.error?.code).toBe('email_not_confirmed');

    const { mail, link, tokenHash, type } = await newestLink(email);
    expect(mail.subject).toBe('Confirm your Party Dojo account');
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain('Party Dojo');
    expect(link.origin + link.pathname).toBe('http://127.0.0.1:4173/auth/confirm');
    expect(link.searchParams.get('redirect')).toBe('/editor');
    expect(type).toBe('signup');

    const verified = await c.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    const later = await client().auth.signInWithPassword({ email, password: 'correct horse' });
    expect(later.error).toBeNull();

    const again = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('keeps only a hash of each token', async () => {
    const email = address('hashed');
    await client().auth.signUp({ email, password: 'correct horse' });
    const { tokenHash } = await newestLink(email);
    const stored = await backend.db.query<{ token_hash: string }>(
      `select t.token_hash from local_stand_in.email_tokens t join auth.users u on u.id = t.user_id
        where u.email = $1`,
      [email],
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.token_hash).not.toBe(tokenHash);
    expect(stored.rows[0]!.token_hash).not.toContain(tokenHash);
  });

  it('sends the confirmation again on resend, after the minute, and the old link stops working', async () => {
    const email = address('resend');
    const c = client();
    await c.auth.signUp({ email, password: 'correct horse' });
    const first = await newestLink(email);
    const tooSoon = await c.auth.resend({ type: 'signup', email });
    expect(tooSoon.error?.code).toBe('over_email_send_rate_limit');
    expect(tooSoon.error?.status).toBe(429);
    await backend.db.query(
      `update local_stand_in.email_tokens set created_at = created_at - interval '61 seconds'
        where user_id = (select id from auth.users where email = $1)`,
      [email],
    );
    const resent = await c.auth.resend({ type: 'signup', email });
    expect(resent.error).toBeNull();
    const second = await newestLink(email);
    expect(second.tokenHash).not.toBe(first.tokenHash);
    expect(
      (await c.auth.verifyOtp({ token_hash: first.tokenHash, type: 'signup' })).error?.code,
    ).toBe('otp_expired');
    expect(
      (await c.auth.verifyOtp({ token_hash: second.tokenHash, type: 'signup' })).error,
    ).toBeNull();
  });

  it('answers a sign-up for a confirmed address without revealing it, and sends nothing', async () => {
    const { email } = await confirmedUser('taken');
    const before = (await backend.inbox(email)).length;
    const again = await client().auth.signUp({ email, password: 'another password' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.identities).toEqual([]);
    expect(await backend.inbox(email)).toHaveLength(before);
  });

  it('refuses a link older than an hour, a wrong token and a token of another kind', async () => {
    const email = address('late');
    await client().auth.signUp({ email, password: 'correct horse' });
    const { tokenHash } = await newestLink(email);
    expect(
      (await client().auth.verifyOtp({ token_hash: `${tokenHash}0`, type: 'signup' })).error?.code,
    ).toBe('otp_expired');
    expect(
      (await client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })).error?.code,
    ).toBe('otp_expired');
    await backend.db.query(
      `update local_stand_in.email_tokens set created_at = now() - interval '61 minutes'
        where user_id = (select id from auth.users where email = $1)`,
      [email],
    );
    const late = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(late.error?.code).toBe('otp_expired');
    expect(late.error?.status).toBe(403);
  });
});

describe('password recovery', () => {
  it('gives the same answer for an unknown address and sends nothing', async () => {
    const unknown = address('nobody');
    const r = await client().auth.resetPasswordForEmail(unknown);
    expect(r.error).toBeNull();
    expect(await backend.inbox(unknown)).toEqual([]);
    const { email } = await confirmedUser('known');
    const known = await client().auth.resetPasswordForEmail(email);
    expect(known).toEqual(r);
  });

  it('resets the password through the emailed link; the old one is refused', async () => {
    const { email, password } = await confirmedUser('forgetful');
    const other = client();
    await other.auth.signInWithPassword({ email, password });

    const c = client();
    const sent = await c.auth.resetPasswordForEmail(email, {
      redirectTo: 'http://127.0.0.1:4173/auth/confirm',
    });
    expect(sent.error).toBeNull();
    const again = await c.auth.resetPasswordForEmail(email);
    expect(again.error?.code).toBe('over_email_send_rate_limit');

    const { mail, tokenHash, type } = await newestLink(email);
    expect(mail.subject).toBe('Reset your Party Dojo password');
    expect(type).toBe('recovery');
    const verified = await c.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(verified.error).toBeNull();

    expect((await c.auth.updateUser({ password })).error?.code).toBe('same_password');
    expect((await c.auth.updateUser({ password: 'abc' })).error?.code).toBe('weak_password');
    const changed = await c.auth.updateUser({ password: 'second password' });
    expect(changed.error).toBeNull();

    expect((await client().auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    );
    expect(
      (await client().auth.signInWithPassword({ email, password: 'second password' })).error,
    ).toBeNull();
    // The session that knew the old password is gone.
    expect((await other.auth.refreshSession()).error).not.toBeNull();
    expect((await c.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })).error?.code).toBe(
      'otp_expired',
    );
  });

  it('needs a session to set a password', async () => {
    const r = await fetch(`${backend.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'a new password' }),
    });
    expect(r.status).toBe(401);
  });
});

describe('sign-in by email link', () => {
  it('signs an existing account in with one tap', async () => {
    const { email } = await confirmedUser('linky');
    const c = client();
    const sent = await c.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(sent.error).toBeNull();
    const { mail, tokenHash, type } = await newestLink(email);
    expect(mail.subject).toBe('Your Party Dojo sign-in link');
    expect(type).toBe('magiclink');
    const verified = await c.auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
  });

  it('refuses an unknown address when asked not to create one, and creates it otherwise', async () => {
    const email = address('fresh');
    const refused = await client().auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });
    expect(refused.error?.code).toBe('otp_disabled');
    expect(await backend.inbox(email)).toEqual([]);

    const created = await client().auth.signInWithOtp({ email });
    expect(created.error).toBeNull();
    // The account waits for its owner: what was sent is the confirmation, not a sign-in link, and
    // until it is opened the address signs nobody in.
    const { mail, tokenHash, type } = await newestLink(email);
    expect(mail.subject).toBe('Confirm your Party Dojo account');
    expect(type).toBe('signup');
    const [row] = (
      await backend.db.query<{ confirmed: string | null }>(
        'select email_confirmed_at as confirmed from auth.users where email = $1',
        [email],
      )
    ).rows;
    expect(row).toEqual({ confirmed: null });
    const verified = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
  });

  it("follows GoTrue's own verify link: a session in the fragment, then an error once spent", async () => {
    const { email } = await confirmedUser('redirected');
    await client().auth.signInWithOtp({ email });
    const { tokenHash } = await newestLink(email);
    const url = `${backend.url}/auth/v1/verify?token=${tokenHash}&type=magiclink&redirect_to=${encodeURIComponent('http://127.0.0.1:4173/')}`;
    const first = await fetch(url, { redirect: 'manual' });
    expect(first.status).toBe(303);
    const to = new URL(first.headers.get('location')!);
    expect(to.origin).toBe('http://127.0.0.1:4173');
    expect(new URLSearchParams(to.hash.slice(1)).get('access_token')).toBeTruthy();
    const second = await fetch(url, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(second.headers.get('location')!).hash.slice(1));
    expect(fragment.get('error_code')).toBe('otp_expired');
  });

  it("sends links only to this site's own origin, not another port of this machine", async () => {
    for (const elsewhere of [
      'https://evil.example/steal',
      'http://127.0.0.1:4174/auth/confirm',
      'http://localhost:4173/auth/confirm',
    ]) {
      const { email } = await confirmedUser('phished');
      await client().auth.signInWithOtp({ email, options: { emailRedirectTo: elsewhere } });
      const { link } = await newestLink(email);
      expect(`${link.origin}${link.pathname}`, elsewhere).toBe(
        'http://127.0.0.1:4173/auth/confirm',
      );
    }
  });
});

describe("emails in the account's language (issue 39)", () => {
  it("writes the confirmation in the language the app sent at sign-up, or its page's", async () => {
    const danish = address('dansk');
    expect(
      (
        await client().auth.signUp({
          email: danish,
          password: 'hemmelig kode',
          options: { data: { lang: 'da' } },
        })
      ).error,
    ).toBeNull();
    const { mail } = await newestLink(danish);
    expect(mail.subject).toBe('Bekræft din Party Dojo-konto');
    expect(mail.text).toContain('Bekræft min konto: ');
    expect(mail.html).toContain('<html lang="da">');

    // an app that sends no language: the page the link returns to says it
    const fromDanishPage = address('side');
    await client().auth.signUp({
      email: fromDanishPage,
      password: 'hemmelig kode',
      options: { emailRedirectTo: 'http://127.0.0.1:4173/da/auth/confirm?redirect=%2F' },
    });
    expect((await newestLink(fromDanishPage)).mail.subject).toBe('Bekræft din Party Dojo-konto');

    const english = address('english');
    await client().auth.signUp({ email: english, password: 'a secret one' });
    expect((await newestLink(english)).mail.subject).toBe('Confirm your Party Dojo account');
  });

  it('follows the language chosen on the profile for a reset and a sign-in link', async () => {
    const { email, password, c } = await confirmedUser('switcher');
    const { data } = await c.auth.signInWithPassword({ email, password });
    const userId = data.user!.id;
    const pushed = await c.rpc('push', {
      ops: [
        {
          id: randomUUID(),
          type: 'profile.update',
          userId,
          payload: { lang: 'da' },
          createdAt: new Date().toISOString(),
          attempts: 0,
        },
      ],
    });
    expect(JSON.stringify(pushed.data)).toContain('applied');

    await client().auth.resetPasswordForEmail(email);
    const reset = (await newestLink(email)).mail;
    expect(reset.subject).toBe('Nulstil din adgangskode til Party Dojo');
    expect(reset.text).toContain('Dine pakker og mønter bliver, som de er.');

    await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect((await newestLink(email)).mail.subject).toBe('Dit login-link til Party Dojo');
  });
});

describe('the local inbox', () => {
  it('lists every email newest first, opens each, and filters the JSON by address', async () => {
    const { email } = await confirmedUser('reader');
    await client().auth.resetPasswordForEmail(email);
    const response = await fetch(
      `${backend.url}/inbox/api/messages?to=${encodeURIComponent(email)}`,
    );
    const mine = (await response.json()) as { id: string; subject: string }[];
    expect(mine.map((m) => m.subject)).toEqual([
      'Reset your Party Dojo password',
      'Confirm your Party Dojo account',
    ]);
    const page = await (await fetch(`${backend.url}/inbox`)).text();
    expect(page).toContain('Party Dojo local inbox');
    expect(page.indexOf('Reset your Party Dojo password')).toBeLessThan(
      page.lastIndexOf('Confirm your Party Dojo account'),
    );
    // Each email's link is ready to click in the list itself, as the README says.
    expect(page).toMatch(
      /<a class="action" href="http:\/\/127\.0\.0\.1:4173\/auth\/confirm\?token_hash=[^"]+">Confirm my account<\/a>/,
    );
    const id = mine[0]!.id;
    const one = await fetch(`${backend.url}/inbox/${id}`);
    expect(one.headers.get('content-type')).toContain('text/html');
    const html = await one.text();
    expect(html).toContain('Choose a new password');
    expect(html).toContain('href="http://127.0.0.1:4173/auth/confirm?token_hash=');
    expect((await fetch(`${backend.url}/inbox/not-a-mail`)).status).toBe(404);
  });
});
