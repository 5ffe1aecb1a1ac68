import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendCore } from './core.ts';
import type { SqlTx } from './database.ts';
import { HttpError, send } from './http.ts';

// The mail catcher, as Supabase's local stack has with Inbucket/Mailpit: every email the auth
// stand-in would send is written here instead, kept in the database (so it survives a restart
// when the data does), and shown on a small inbox page at /inbox. Tests read links from
// /inbox/api/messages. Only the local backend has this; a hosted project sends real mail.

export const APP_NAME = 'Party Dojo';

export type MailKind = 'signup' | 'recovery' | 'magiclink';

/** The languages an email is written in: the account's (issue 39), English when it has none. */
export type MailLang = 'en' | 'da';

/**
 * The language of an account's emails: the one in its user metadata (`lang`: sent by the app at
 * sign-up, then kept equal to the profile's choice by the database, as hosted Auth's templates
 * read it from `{{ .Data.lang }}`), else the language of the page the link returns to, else English.
 */
export function mailLang(metadataLang: unknown, redirectTo: string | null): MailLang {
  if (metadataLang === 'da' || metadataLang === 'en') return metadataLang;
  if (redirectTo) {
    try {
      const path = new URL(redirectTo).pathname;
      if (path === '/da' || path.startsWith('/da/')) return 'da';
    } catch {
      // not an address: English
    }
  }
  return 'en';
}

export interface CaughtMail {
  id: string;
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
  link: string;
  created_at: string;
}

interface MailRow {
  id: string;
  to_address: string;
  kind: MailKind;
  subject: string;
  text_body: string;
  html_body: string;
  link: string;
  created_at: string | Date;
}

const toMail = (r: MailRow): CaughtMail => ({
  id: r.id,
  to: r.to_address,
  kind: r.kind,
  subject: r.subject,
  text: r.text_body,
  html: r.html_body,
  link: r.link,
  created_at: new Date(r.created_at).toISOString(),
});

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

interface Template {
  subject: string;
  heading: string;
  lines: string[];
  button: string;
  after: string;
}

/** The words of each email; the link goes under the button and, for plain text, on its own line. */
function template(kind: MailKind, lang: MailLang): Template {
  if (lang === 'da') return danishTemplate(kind);
  switch (kind) {
    case 'signup':
      return {
        subject: `Confirm your ${APP_NAME} account`,
        heading: 'One tap and you are in',
        lines: [
          `Someone (we hope you) made a ${APP_NAME} account with this address.`,
          'Confirm it to keep your packs, likes and dojo coins on every device, and to share the packs you make.',
        ],
        button: 'Confirm my account',
        after:
          'The link works once, for one hour. If you did not sign up, ignore this email and no account is made.',
      };
    case 'recovery':
      return {
        subject: `Reset your ${APP_NAME} password`,
        heading: 'Choose a new password',
        lines: [
          `We got a request to reset the password of the ${APP_NAME} account for this address.`,
          'Open the link to choose a new one. Your packs and coins stay as they are.',
        ],
        button: 'Choose a new password',
        after:
          'The link works once, for one hour. If you did not ask for this, ignore this email: your password stays the same.',
      };
    case 'magiclink':
      return {
        subject: `Your ${APP_NAME} sign-in link`,
        heading: 'Sign in with one tap',
        lines: [`Here is the link you asked for to sign in to ${APP_NAME}. No password needed.`],
        button: `Sign in to ${APP_NAME}`,
        after:
          'The link works once, for one hour. If you did not ask for it, ignore this email: nobody can sign in without it.',
      };
  }
}

/** The same emails in Danish: written for Danes, du-form, as the app speaks. */
function danishTemplate(kind: MailKind): Template {
  switch (kind) {
    case 'signup':
      return {
        subject: `Bekræft din ${APP_NAME}-konto`,
        heading: 'Ét tryk, så er du med',
        lines: [
          `Nogen (forhåbentlig dig) har oprettet en ${APP_NAME}-konto med denne adresse.`,
          'Bekræft den, så følger dine pakker, likes og dojo-mønter med på alle dine enheder, og du kan dele de pakker, du laver.',
        ],
        button: 'Bekræft min konto',
        after:
          'Linket virker én gang og i en time. Har du ikke oprettet en konto, kan du bare slette mailen, så bliver der ikke oprettet nogen.',
      };
    case 'recovery':
      return {
        subject: `Nulstil din adgangskode til ${APP_NAME}`,
        heading: 'Vælg en ny adgangskode',
        lines: [
          `Vi har fået en anmodning om at nulstille adgangskoden til ${APP_NAME}-kontoen med denne adresse.`,
          'Åbn linket for at vælge en ny. Dine pakker og mønter bliver, som de er.',
        ],
        button: 'Vælg en ny adgangskode',
        after:
          'Linket virker én gang og i en time. Har du ikke bedt om det, kan du bare slette mailen: din adgangskode forbliver den samme.',
      };
    case 'magiclink':
      return {
        subject: `Dit login-link til ${APP_NAME}`,
        heading: 'Log ind med ét tryk',
        lines: [
          `Her er linket, du bad om, til at logge ind på ${APP_NAME}. Ingen adgangskode nødvendig.`,
        ],
        button: `Log ind på ${APP_NAME}`,
        after:
          'Linket virker én gang og i en time. Har du ikke bedt om det, kan du bare slette mailen: ingen kan logge ind uden linket.',
      };
  }
}

/** What stays the same in every email, in each language. */
const FRAME: Record<MailLang, { paste: string; sentTo: (to: string) => string }> = {
  en: {
    paste: 'Button not working? Paste this into your browser:',
    sentTo: (to) => `Sent to ${to} by ${APP_NAME}.`,
  },
  da: {
    paste: 'Virker knappen ikke? Indsæt dette i din browser:',
    sentTo: (to) => `Sendt til ${to} af ${APP_NAME}.`,
  },
};

/** The email for one link, as plain text and HTML, in `lang`. */
export function composeMail(kind: MailKind, to: string, link: string, lang: MailLang = 'en') {
  const t = template(kind, lang);
  const frame = FRAME[lang];
  const text = [
    t.heading,
    '',
    ...t.lines,
    '',
    `${t.button}: ${link}`,
    '',
    t.after,
    '',
    `— ${APP_NAME}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3ee;font-family:system-ui,sans-serif;color:#1f1b16">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:16px;padding:28px">
<p style="margin:0 0 8px;font-weight:700;color:#b4461f">${APP_NAME}</p>
<h1 style="margin:0 0 16px;font-size:24px">${escapeHtml(t.heading)}</h1>
${t.lines.map((l) => `<p style="line-height:1.5">${escapeHtml(l)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#b4461f;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:700">${escapeHtml(t.button)}</a></p>
<p style="line-height:1.5;font-size:14px;color:#5c544a">${escapeHtml(t.after)}</p>
<p style="font-size:13px;color:#5c544a;word-break:break-all">${escapeHtml(frame.paste)} ${escapeHtml(link)}</p>
</div>
<p style="text-align:center;font-size:12px;color:#5c544a">${escapeHtml(frame.sentTo(to))}</p>
</body></html>`;
  return { subject: t.subject, text, html };
}

export function createMailCatcher(core: BackendCore) {
  /** Writes the email in the same transaction as the token it carries. */
  async function deliver(
    tx: SqlTx,
    kind: MailKind,
    to: string,
    link: string,
    lang: MailLang = 'en',
  ): Promise<string> {
    const mail = composeMail(kind, to, link, lang);
    const r = await tx.query<{ id: string }>(
      `insert into local_stand_in.mail (to_address, kind, subject, text_body, html_body, link)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [to, kind, mail.subject, mail.text, mail.html, link],
    );
    return r.rows[0]!.id;
  }

  async function messages(to: string | null, limit = 200): Promise<CaughtMail[]> {
    const r = await core.db.query<MailRow>(
      `select * from local_stand_in.mail where $1::text is null or to_address = lower($1)
        order by created_at desc, id limit $2`,
      [to, limit],
    );
    return r.rows.map(toMail);
  }

  async function message(id: string): Promise<CaughtMail | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const r = await core.db.query<MailRow>('select * from local_stand_in.mail where id = $1', [id]);
    return r.rows[0] ? toMail(r.rows[0]) : null;
  }

  /** Answers /inbox (the page), /inbox/{id} (one email) and /inbox/api/messages (JSON). */
  async function route(_req: IncomingMessage, res: ServerResponse, method: string, url: URL) {
    const path = url.pathname.replace(/\/+$/, '');
    if (path === '/inbox/api/messages') {
      if (method === 'DELETE') {
        await core.db.query('delete from local_stand_in.mail');
        return send(res, 204, null);
      }
      if (method !== 'GET') throw new HttpError(405, { message: 'use GET' });
      return send(res, 200, await messages(url.searchParams.get('to')));
    }
    if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, { message: 'use GET' });
    res.setHeader(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; frame-ancestors 'none'",
    );
    if (path === '/inbox') {
      return send(res, 200, inboxPage(await messages(null)), 'text/html; charset=utf-8');
    }
    const found = await message(decodeURIComponent(path.slice('/inbox/'.length)));
    if (!found) {
      return send(
        res,
        404,
        page(
          'Email not found',
          '<p>That email is not in the inbox. <a href="/inbox">Back to the inbox</a></p>',
        ),
        'text/html; charset=utf-8',
      );
    }
    return send(res, 200, messagePage(found), 'text/html; charset=utf-8');
  }

  return { deliver, messages, route };
}

const when = (iso: string) => new Date(iso).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${APP_NAME} local inbox</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f6f3ee;color:#1f1b16;line-height:1.5}
main{max-width:760px;margin:0 auto;padding:16px}
header{padding:16px;background:#1f1b16;color:#fff}
header p{margin:4px 0 0;color:#e6ddd2;font-size:.95rem}
h1{margin:0;font-size:1.4rem}
a{color:#9a3412}
ul{list-style:none;margin:0;padding:0}
li{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;background:#fff;border-radius:12px;padding:12px 16px;margin:8px 0}
li a:first-child{flex:1 1 16rem;text-decoration:none;color:inherit}
li a:first-child:hover .subject{text-decoration:underline}
li a.action{background:#b4461f;color:#fff;padding:8px 16px;border-radius:999px;text-decoration:none;font-weight:700}
.subject{font-weight:700;display:block}
.meta{font-size:.9rem;color:#5c544a}
.mail{background:#fff;border-radius:12px;padding:16px;overflow-wrap:anywhere}
pre{white-space:pre-wrap;background:#fff;border-radius:12px;padding:16px;overflow-wrap:anywhere}
:focus-visible{outline:3px solid #b4461f;outline-offset:2px}
</style></head>
<body><header><h1>${APP_NAME} local inbox</h1><p>Emails the local backend would have sent. Nothing here leaves this machine.</p></header>
<main>${body}</main></body></html>`;
}

function inboxPage(mails: CaughtMail[]): string {
  if (!mails.length) {
    return page(
      'Inbox',
      '<h2>No emails yet</h2><p>Sign up, ask for a password reset or for a sign-in link in the app, then reload this page.</p>',
    );
  }
  // Each email's own button is in the list, so confirming an account is one click from here (U1).
  const items = mails
    .map(
      (m) =>
        `<li><a href="/inbox/${m.id}"><span class="subject">${escapeHtml(m.subject)}</span>` +
        `<span class="meta">To ${escapeHtml(m.to)} · ${when(m.created_at)}</span></a>` +
        `<a class="action" href="${escapeHtml(m.link)}">${escapeHtml(template(m.kind, 'en').button)}</a></li>`,
    )
    .join('\n');
  return page(
    'Inbox',
    `<h2>${mails.length} ${mails.length === 1 ? 'email' : 'emails'}, newest first</h2><ul>${items}</ul>`,
  );
}

function messagePage(m: CaughtMail): string {
  // The body is our own template with every value escaped; its styles are inline.
  const inner = /<body[^>]*>([\s\S]*)<\/body>/.exec(m.html)?.[1] ?? '';
  return page(
    m.subject,
    `<p><a href="/inbox">← All emails</a></p>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${when(m.created_at)}</p>
<div class="mail">${inner}</div>
<h3>Plain text</h3>
<pre>${escapeHtml(m.text)}</pre>`,
  );
}

// Hosted Auth's templates ---------------------------------------------------------------------------

/** GoTrue's name of each email's template (config.toml `[auth.email.template.<name>]`). */
export const HOSTED_TEMPLATE_NAMES: Record<MailKind, string> = {
  signup: 'confirmation',
  recovery: 'recovery',
  magiclink: 'magic_link',
};

/**
 * One email as a hosted project's Auth template (supabase/templates, config.toml): the same words
 * as the local inbox's, both languages, chosen by the account's metadata (`{{ .Data.lang }}`)
 * exactly as `mailLang` does without a page to go by. `printf "%v"` reads a missing key as text.
 */
export function hostedTemplate(kind: MailKind): { subject: string; html: string } {
  const link = `{{ .RedirectTo }}&token_hash={{ .TokenHash }}&type=${kind}`;
  const pick = (da: string, en: string) =>
    `{{ if eq (printf "%v" .Data.lang) "da" }}${da}{{ else }}${en}{{ end }}`;
  const da = composeMail(kind, '{{ .Email }}', link, 'da');
  const en = composeMail(kind, '{{ .Email }}', link, 'en');
  return { subject: pick(da.subject, en.subject), html: `${pick(da.html, en.html)}\n` };
}
