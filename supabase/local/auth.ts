import {
  createHash,
  randomBytes,
  randomUUID,
  scrypt as scryptCb,
  timingSafeEqual,
} from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import type { BackendCore } from './core.ts';
import type { SqlTx } from './database.ts';
import { authError, contextOf, HttpError, parseJson, send, type RequestContext } from './http.ts';
import { signAccessToken } from './keys.ts';
import { mailLang, type MailKind, type MailLang } from './mail.ts';

// The GoTrue stand-in: sign-up (with or without email confirmation), password and refresh grants,
// email links (confirmation, password recovery, sign-in by link) caught by the local inbox,
// verification, the current user and its password, sign-out and the public settings, with
// GoTrue's request and answer shapes and error codes.

export interface AuthOptions {
  /** Access-token lifetime; short values let tests exercise refresh. */
  accessTokenTtlSeconds: number;
  /** How long a spent refresh token still answers (hosted default 10 s). */
  refreshReuseSeconds: number;
  /** Sign-up starts no session until the emailed link is opened (GoTrue's mailer_autoconfirm off). */
  requireEmailConfirmation: boolean;
  /** Where email links lead when the client names no allowed redirect (GoTrue's SITE_URL). */
  siteUrl: string;
  /** One email of a kind per address in this many seconds (GoTrue: SMTP max frequency, 60 s). */
  emailRateLimitSeconds: number;
  /** How long an email link works (GoTrue: mailer OTP expiry, 1 h). */
  emailLinkTtlSeconds: number;
}

/** Where the stand-in's email goes: the mail catcher, in the same transaction as the token. */
export interface Mailer {
  deliver(tx: SqlTx, kind: MailKind, to: string, link: string, lang?: MailLang): Promise<string>;
}

/** The verify `type`s a client may send, and which kinds of emailed token each accepts. */
const VERIFY_TYPES: Readonly<Record<string, readonly MailKind[]>> = {
  signup: ['signup'],
  magiclink: ['magiclink'],
  recovery: ['recovery'],
  email: ['signup', 'magiclink'],
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const linkExpired = () => authError(403, 'otp_expired', 'Email link is invalid or has expired');

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number) => Promise<Buffer>;

async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

async function checkPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, saltB64, hashB64] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length);
  return timingSafeEqual(expected, actual);
}

interface UserRow {
  id: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous?: boolean;
  created_at: string;
  updated_at: string;
}

export function createAuth(core: BackendCore, options: AuthOptions, mailer: Mailer) {
  const { asAdmin, secret } = core;
  const { accessTokenTtlSeconds, refreshReuseSeconds } = options;

  function userJson(u: UserRow) {
    return {
      id: u.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: u.email ?? '',
      email_confirmed_at: u.email_confirmed_at,
      confirmed_at: u.email_confirmed_at,
      phone: '',
      last_sign_in_at: u.last_sign_in_at,
      app_metadata: u.raw_app_meta_data,
      user_metadata: u.raw_user_meta_data,
      // A guest signed in anonymously has no identity until it links an email.
      identities: u.is_anonymous
        ? []
        : [
            {
              identity_id: u.id,
              id: u.id,
              user_id: u.id,
              identity_data: {
                sub: u.id,
                email: u.email ?? '',
                email_verified: !!u.email_confirmed_at,
              },
              provider: 'email',
              created_at: u.created_at,
              updated_at: u.updated_at,
            },
          ],
      created_at: u.created_at,
      updated_at: u.updated_at,
      is_anonymous: !!u.is_anonymous,
    };
  }

  async function issueSession(
    user: UserRow,
    sessionId: string,
    refreshToken: string,
    method: 'password' | 'otp' | 'recovery' | 'email/signup' = 'password',
  ) {
    const { token, expiresAt } = await signAccessToken(
      secret,
      {
        aud: 'authenticated',
        iss: `${core.baseUrl()}/auth/v1`,
        sub: user.id,
        email: user.email ?? '',
        phone: '',
        role: 'authenticated',
        aal: 'aal1',
        amr: [
          {
            method: user.is_anonymous ? 'anonymous' : method,
            timestamp: Math.floor(Date.now() / 1000),
          },
        ],
        session_id: sessionId,
        is_anonymous: !!user.is_anonymous,
        app_metadata: user.raw_app_meta_data,
        user_metadata: user.raw_user_meta_data,
      },
      accessTokenTtlSeconds,
    );
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: accessTokenTtlSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  const newRefreshToken = () => randomBytes(24).toString('base64url');

  async function openSession(tx: SqlTx, userId: string, refresh: string) {
    const s = await tx.query<{ id: string }>(
      'insert into auth.sessions (user_id) values ($1) returning id',
      [userId],
    );
    const sessionId = s.rows[0]!.id;
    await tx.query(
      'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
      [refresh, userId, sessionId],
    );
    const u = await tx.query<UserRow>(
      'update auth.users set last_sign_in_at = now() where id = $1 returning *',
      [userId],
    );
    return { user: u.rows[0]!, sessionId };
  }

  async function startSession(userId: string) {
    const refresh = newRefreshToken();
    const { user, sessionId } = await asAdmin((tx) => openSession(tx, userId, refresh));
    return issueSession(user, sessionId, refresh);
  }

  function credentials(body: unknown): { email: string; password: string; data: unknown } {
    const b = (body ?? {}) as Record<string, unknown>;
    const email = typeof b.email === 'string' ? b.email.trim().toLowerCase() : '';
    const password = typeof b.password === 'string' ? b.password : '';
    return { email, password, data: b.data ?? (b.options as { data?: unknown } | undefined)?.data };
  }

  function weakPassword(password: string) {
    if (password.length >= 6) return;
    throw new HttpError(422, {
      code: 'weak_password',
      error_code: 'weak_password',
      msg: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  }

  function checkEmail(email: string) {
    if (!EMAIL.test(email)) {
      throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
  }

  /**
   * Where an email link leads: the client's redirect_to when it is a page of this site (GoTrue's
   * allow list holds the site alone), else the site's /auth/confirm; the token hash and type are
   * added to its query so the app can verify them.
   */
  function linkFor(redirectTo: string | null, token: string, type: MailKind): string {
    let base: URL | null = null;
    if (redirectTo) {
      try {
        const url = new URL(redirectTo);
        const site = new URL(options.siteUrl);
        // The app's own origin only: another port of this computer is another site's page.
        if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === site.origin) {
          base = url;
        }
      } catch {
        base = null;
      }
    }
    const link = base ?? new URL('/auth/confirm', options.siteUrl);
    link.hash = '';
    link.searchParams.set('token_hash', token);
    link.searchParams.set('type', type);
    return link.toString();
  }

  /**
   * A new single-use token of one kind for one user, and its email. Earlier unused tokens of that
   * kind stop working (as GoTrue keeps one per kind); a second email within the rate-limit window
   * is refused with GoTrue's code.
   */
  async function sendLink(
    tx: SqlTx,
    user: { id: string; email: string | null },
    kind: MailKind,
    redirectTo: string | null,
  ): Promise<string> {
    const last = await tx.query<{ wait: number }>(
      `select ceil(extract(epoch from (created_at + make_interval(secs => $3) - now())))::int as wait
         from local_stand_in.email_tokens
        where user_id = $1 and kind = $2 and created_at > now() - make_interval(secs => $3)
        order by created_at desc limit 1`,
      [user.id, kind, options.emailRateLimitSeconds],
    );
    const wait = last.rows[0]?.wait;
    if (wait !== undefined) {
      throw authError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.max(1, wait)} seconds.`,
      );
    }
    await tx.query(
      `update local_stand_in.email_tokens set used_at = now()
        where user_id = $1 and kind = $2 and used_at is null`,
      [user.id, kind],
    );
    const token = randomBytes(28).toString('hex');
    await tx.query(
      'insert into local_stand_in.email_tokens (token_hash, user_id, kind) values ($1, $2, $3)',
      [sha256(token), user.id, kind],
    );
    // In the account's language (its user metadata, as hosted Auth's templates read it).
    const meta = await tx.query<{ lang: unknown }>(
      `select raw_user_meta_data ->> 'lang' as lang from auth.users where id = $1`,
      [user.id],
    );
    const lang = mailLang(meta.rows[0]?.lang, redirectTo);
    return mailer.deliver(tx, kind, user.email ?? '', linkFor(redirectTo, token, kind), lang);
  }

  const userByEmail = async (tx: SqlTx, email: string) =>
    (await tx.query<UserRow>('select * from auth.users where email = $1 for update', [email]))
      .rows[0];

  /**
   * POST /signup with neither email nor phone: an anonymous user (supabase-js
   * `signInAnonymously()`), as GoTrue does with anonymous sign-ins on: a user with no email,
   * `is_anonymous` in its row and its JWT, and a session at once.
   */
  async function anonymousSignup(data: unknown) {
    const meta = typeof data === 'object' && data !== null ? data : {};
    const refresh = newRefreshToken();
    const created = await asAdmin(async (tx) => {
      const r = await tx.query<{ id: string }>(
        `insert into auth.users (is_anonymous, raw_app_meta_data, raw_user_meta_data)
         values (true, '{}'::jsonb, $1::jsonb) returning id`,
        [JSON.stringify(meta)],
      );
      return openSession(tx, r.rows[0]!.id, refresh);
    });
    return issueSession(created.user, created.sessionId, refresh);
  }

  async function signup(body: unknown, redirectTo: string | null) {
    const { email, password, data } = credentials(body);
    const b = (body ?? {}) as Record<string, unknown>;
    if (!email && !b.phone && b.password === undefined) return anonymousSignup(data);
    checkEmail(email);
    weakPassword(password);
    const hash = await hashPassword(password);
    const meta = typeof data === 'object' && data !== null ? data : {};
    if (options.requireEmailConfirmation) {
      // No session until the link is opened. Like GoTrue, an address that already has a confirmed
      // account gets a look-alike answer with no identities and no email (nothing is revealed);
      // an unconfirmed one gets its confirmation again, with the newest password.
      const user = await asAdmin(async (tx) => {
        const existing = await userByEmail(tx, email);
        if (existing?.email_confirmed_at) return null;
        const row = existing
          ? (
              await tx.query<UserRow>(
                `update auth.users set encrypted_password = $2, raw_user_meta_data = $3::jsonb,
                        updated_at = now() where id = $1 returning *`,
                [existing.id, hash, JSON.stringify(meta)],
              )
            ).rows[0]!
          : (
              await tx.query<UserRow>(
                `insert into auth.users (email, encrypted_password, raw_user_meta_data)
                 values ($1, $2, $3::jsonb) returning *`,
                [email, hash, JSON.stringify(meta)],
              )
            ).rows[0]!;
        await sendLink(tx, row, 'signup', redirectTo);
        return row;
      });
      if (!user) {
        const now = new Date().toISOString();
        return {
          ...userJson({
            id: randomUUID(),
            email,
            encrypted_password: null,
            email_confirmed_at: null,
            last_sign_in_at: null,
            raw_app_meta_data: { provider: 'email', providers: ['email'] },
            raw_user_meta_data: {},
            created_at: now,
            updated_at: now,
          }),
          identities: [],
        };
      }
      return { ...userJson(user), confirmation_sent_at: new Date().toISOString() };
    }
    const refresh = newRefreshToken();
    // One transaction: the user, its profile (trigger) and the first session.
    const created = await asAdmin(async (tx) => {
      const existing = await tx.query('select 1 from auth.users where email = $1', [email]);
      if (existing.rows.length) return null;
      const r = await tx.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
         values ($1, $2, now(), $3::jsonb) returning id`,
        [email, hash, JSON.stringify(meta)],
      );
      return openSession(tx, r.rows[0]!.id, refresh);
    });
    if (!created) throw authError(422, 'user_already_exists', 'User already registered');
    return issueSession(created.user, created.sessionId, refresh);
  }

  async function passwordGrant(body: unknown) {
    const { email, password } = credentials(body);
    const rows = await asAdmin((tx) =>
      tx.query<UserRow>('select * from auth.users where email = $1', [email]),
    );
    const user = rows.rows[0];
    if (!user || !(await checkPassword(password, user.encrypted_password))) {
      throw authError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    if (!user.email_confirmed_at)
      throw authError(400, 'email_not_confirmed', 'Email not confirmed');
    return startSession(user.id);
  }

  /** POST /recover: the same empty answer whether or not the address has an account. */
  async function recover(body: unknown, redirectTo: string | null) {
    const { email } = credentials(body);
    checkEmail(email);
    await asAdmin(async (tx) => {
      const user = await userByEmail(tx, email);
      if (user) await sendLink(tx, user, 'recovery', redirectTo);
    });
    return {};
  }

  /**
   * POST /otp: a sign-in link; with create_user (the default) an unknown address gets an account,
   * confirmed only through the confirmation email when confirmation is on.
   */
  async function otp(body: unknown, redirectTo: string | null) {
    const { email, data } = credentials(body);
    checkEmail(email);
    const createUser = (body as { create_user?: unknown } | null)?.create_user !== false;
    const meta = typeof data === 'object' && data !== null ? data : {};
    const messageId = await asAdmin(async (tx) => {
      let user = await userByEmail(tx, email);
      if (!user) {
        if (!createUser) return null;
        user = (
          await tx.query<UserRow>(
            `insert into auth.users (email, raw_user_meta_data) values ($1, $2::jsonb) returning *`,
            [email, JSON.stringify(meta)],
          )
        ).rows[0]!;
      }
      // As GoTrue with "Confirm email" on: an address whose account is not confirmed (new here, or
      // made earlier and never confirmed) gets the confirmation email, not a sign-in link, so no
      // one gets an account for an address without its owner opening that email.
      const kind =
        options.requireEmailConfirmation && !user.email_confirmed_at ? 'signup' : 'magiclink';
      return sendLink(tx, user, kind, redirectTo);
    });
    if (messageId === null) throw authError(422, 'otp_disabled', 'Signups not allowed for otp');
    return { message_id: messageId };
  }

  /** POST /resend: the sign-up confirmation again, only for an account still waiting for it. */
  async function resend(body: unknown, redirectTo: string | null) {
    const { email } = credentials(body);
    const type = (body as { type?: unknown } | null)?.type;
    if (type !== 'signup') {
      throw authError(400, 'validation_failed', 'Missing one of these types: signup');
    }
    checkEmail(email);
    const messageId = await asAdmin(async (tx) => {
      const user = await userByEmail(tx, email);
      return user && !user.email_confirmed_at ? sendLink(tx, user, 'signup', redirectTo) : null;
    });
    return { message_id: messageId };
  }

  /** Spends an emailed token (once, within its lifetime), confirms the address, opens a session. */
  async function verifyToken(tokenHash: unknown, type: unknown) {
    const kinds = typeof type === 'string' ? VERIFY_TYPES[type] : undefined;
    if (!kinds) throw authError(400, 'validation_failed', 'Verify requires a verification type');
    if (typeof tokenHash !== 'string' || !tokenHash) {
      throw authError(400, 'validation_failed', 'Verify requires a token or a token hash');
    }
    const refresh = newRefreshToken();
    const opened = await asAdmin(async (tx) => {
      const r = await tx.query<{ user_id: string }>(
        `update local_stand_in.email_tokens set used_at = now()
          where token_hash = $1 and used_at is null and kind = any($2::text[])
            and created_at > now() - make_interval(secs => $3)
          returning user_id`,
        [sha256(tokenHash), kinds, options.emailLinkTtlSeconds],
      );
      const userId = r.rows[0]?.user_id;
      if (!userId) return null;
      await tx.query(
        `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
                updated_at = now() where id = $1`,
        [userId],
      );
      return openSession(tx, userId, refresh);
    });
    if (!opened) throw linkExpired();
    const method = type === 'recovery' ? 'recovery' : type === 'signup' ? 'email/signup' : 'otp';
    return issueSession(opened.user, opened.sessionId, refresh, method);
  }

  /**
   * GET /verify (GoTrue's own link form): spends the token and redirects to redirect_to with the
   * session in the fragment, or with GoTrue's error fragment.
   */
  async function verifyRedirect(url: URL): Promise<string> {
    const type = url.searchParams.get('type');
    const target = new URL(
      linkFor(url.searchParams.get('redirect_to'), 'x', 'signup').split('?')[0]!,
    );
    try {
      const session = await verifyToken(url.searchParams.get('token'), type);
      target.hash = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type: type ?? '',
      }).toString();
    } catch (e) {
      const code =
        e instanceof HttpError && typeof e.body.error_code === 'string' ? e.body.error_code : '';
      if (!code) throw e;
      target.hash = new URLSearchParams({
        error: 'access_denied',
        error_code: code,
        error_description: e instanceof Error ? e.message : '',
      }).toString();
    }
    return target.toString();
  }

  /** PUT /user: a new password (not the current one) or metadata, for the signed-in user. */
  async function updateUser(ctx: RequestContext | null, body: unknown) {
    if (!ctx || ctx.role !== 'authenticated' || !ctx.claims.sub) {
      throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    }
    const b = (body ?? {}) as Record<string, unknown>;
    if (b.email !== undefined || b.phone !== undefined) {
      throw authError(
        422,
        'validation_failed',
        'Changing the email address is not available on the local backend',
      );
    }
    const password = typeof b.password === 'string' ? b.password : undefined;
    if (password !== undefined) weakPassword(password);
    const sub = ctx.claims.sub;
    const current = await asAdmin((tx) =>
      tx.query<UserRow>('select * from auth.users where id = $1', [sub]),
    );
    const user = current.rows[0];
    if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const hash = password === undefined ? null : await hashPassword(password);
    if (password !== undefined && (await checkPassword(password, user.encrypted_password))) {
      throw authError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    const data = typeof b.data === 'object' && b.data !== null ? b.data : null;
    const updated = await asAdmin(async (tx) => {
      const r = await tx.query<UserRow>(
        `update auth.users set encrypted_password = coalesce($2, encrypted_password),
                raw_user_meta_data = raw_user_meta_data || coalesce($3::jsonb, '{}'),
                updated_at = now()
          where id = $1 returning *`,
        [sub, hash, data === null ? null : JSON.stringify(data)],
      );
      // A new password ends every other session (GoTrue does the same): whoever knew the old one
      // is signed out elsewhere.
      if (hash !== null && ctx.claims.session_id) {
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          sub,
          ctx.claims.session_id,
        ]);
      }
      return r.rows[0]!;
    });
    return userJson(updated);
  }

  async function refreshGrant(body: unknown) {
    const token = (body as { refresh_token?: unknown } | null)?.refresh_token;
    if (typeof token !== 'string' || !token) {
      throw authError(400, 'validation_failed', 'Refresh Token is required');
    }
    const next = newRefreshToken();
    // Rotation: the presented token is spent. As on hosted Supabase (refresh_token_reuse_interval),
    // a spent token presented again within the reuse window gets the session's current token (two
    // tabs refreshing at once); later it fails.
    const found = await asAdmin(async (tx) => {
      const r = await tx.query<{
        user_id: string;
        session_id: string;
        revoked: boolean;
        reusable: boolean;
      }>(
        `select user_id, session_id, revoked,
                revoked_at > now() - make_interval(secs => $2) as reusable
           from auth.refresh_tokens where token = $1 for update`,
        [token, refreshReuseSeconds],
      );
      const row = r.rows[0];
      if (!row) return null;
      const u = await tx.query<UserRow>('select * from auth.users where id = $1', [row.user_id]);
      if (row.revoked) {
        if (!row.reusable) return null;
        const current = await tx.query<{ token: string }>(
          `select token from auth.refresh_tokens where session_id = $1 and not revoked
            order by created_at desc limit 1`,
          [row.session_id],
        );
        if (!current.rows[0]) return null;
        return { user: u.rows[0]!, sessionId: row.session_id, refresh: current.rows[0].token };
      }
      await tx.query(
        'update auth.refresh_tokens set revoked = true, revoked_at = now() where token = $1',
        [token],
      );
      await tx.query(
        'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
        [next, row.user_id, row.session_id],
      );
      return { user: u.rows[0]!, sessionId: row.session_id, refresh: next };
    });
    if (!found)
      throw authError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    return issueSession(found.user, found.sessionId, found.refresh);
  }

  async function currentUser(ctx: RequestContext | null) {
    if (!ctx || ctx.role !== 'authenticated' || !ctx.claims.sub) {
      throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    }
    const rows = await asAdmin((tx) =>
      tx.query<UserRow>('select * from auth.users where id = $1', [ctx.claims.sub]),
    );
    if (!rows.rows[0])
      throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return userJson(rows.rows[0]);
  }

  async function logout(ctx: RequestContext | null, scope: string | null) {
    if (!ctx || ctx.role !== 'authenticated' || !ctx.claims.sub) {
      throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    }
    const sub = ctx.claims.sub;
    const sessionId = ctx.claims.session_id;
    await asAdmin(async (tx) => {
      if (scope === 'global' || !sessionId) {
        await tx.query('delete from auth.sessions where user_id = $1', [sub]);
      } else if (scope === 'others') {
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          sub,
          sessionId,
        ]);
      } else {
        await tx.query('delete from auth.sessions where id = $1', [sessionId]);
      }
    });
  }

  /** Answers a request under /auth/v1/. */
  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    path: string,
    url: URL,
    raw: Buffer,
  ) {
    res.setHeader('x-supabase-api-version', '2024-01-01');
    const sub = path.slice('/auth/v1/'.length);
    const redirectTo = url.searchParams.get('redirect_to');
    if (method === 'POST' && sub === 'signup') {
      return send(res, 200, await signup(parseJson(raw), redirectTo));
    }
    if (method === 'POST' && sub === 'recover') {
      return send(res, 200, await recover(parseJson(raw), redirectTo));
    }
    if (method === 'POST' && sub === 'otp') {
      return send(res, 200, await otp(parseJson(raw), redirectTo));
    }
    if (method === 'POST' && sub === 'resend') {
      return send(res, 200, await resend(parseJson(raw), redirectTo));
    }
    if (method === 'POST' && sub === 'verify') {
      const b = (parseJson(raw) ?? {}) as Record<string, unknown>;
      return send(res, 200, await verifyToken(b.token_hash ?? b.token, b.type));
    }
    if (method === 'GET' && sub === 'verify') {
      res.writeHead(303, { location: await verifyRedirect(url) });
      res.end();
      return;
    }
    if (method === 'POST' && sub === 'token') {
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') return send(res, 200, await passwordGrant(parseJson(raw)));
      if (grant === 'refresh_token') return send(res, 200, await refreshGrant(parseJson(raw)));
      throw authError(400, 'validation_failed', `unsupported grant_type ${grant ?? ''}`);
    }
    const authContext = () =>
      contextOf(secret, req, false).catch(() => {
        throw authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
      });
    if (method === 'GET' && sub === 'user')
      return send(res, 200, await currentUser(await authContext()));
    if (method === 'PUT' && sub === 'user') {
      return send(res, 200, await updateUser(await authContext(), parseJson(raw)));
    }
    if (method === 'POST' && sub === 'logout') {
      await logout(await authContext(), url.searchParams.get('scope'));
      return send(res, 204, null);
    }
    if (method === 'GET' && sub === 'settings') {
      return send(res, 200, {
        external: { email: true },
        disable_signup: false,
        mailer_autoconfirm: !options.requireEmailConfirmation,
      });
    }
    throw authError(404, 'not_found', `the local backend does not implement ${method} ${path}`);
  }

  return { route };
}
