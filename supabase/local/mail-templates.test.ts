import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { templatePath } from './mail-templates.ts';
import {
  composeMail,
  HOSTED_TEMPLATE_NAMES,
  hostedTemplate,
  mailLang,
  type MailKind,
} from './mail.ts';

// A hosted project sends the account emails from supabase/templates with the subjects in
// config.toml; the local inbox composes them in mail.ts. Both say the same, in both languages.

const KINDS = Object.keys(HOSTED_TEMPLATE_NAMES) as MailKind[];

describe('the account emails in English and Danish (issue 39)', () => {
  it('has hosted templates and subjects that match the local emails', () => {
    const config = readFileSync('supabase/config.toml', 'utf8');
    for (const kind of KINDS) {
      const hosted = hostedTemplate(kind);
      expect(
        readFileSync(templatePath(kind), 'utf8'),
        `${templatePath(kind)} is stale: npx tsx supabase/local/mail-templates.ts`,
      ).toBe(hosted.html);
      expect(config).toContain(
        `[auth.email.template.${HOSTED_TEMPLATE_NAMES[kind]}]\nsubject = '${hosted.subject}'`,
      );
      for (const lang of ['en', 'da'] as const) {
        const mail = composeMail(kind, 'x@example.com', 'https://app.example/auth/confirm', lang);
        expect(hosted.subject).toContain(mail.subject);
      }
    }
  });

  it('writes every email in Danish for a Danish account, each its own words', () => {
    const subjects = new Set<string>();
    for (const kind of KINDS) {
      const da = composeMail(kind, 'x@example.com', 'https://app.example/da/auth/confirm', 'da');
      const en = composeMail(kind, 'x@example.com', 'https://app.example/auth/confirm', 'en');
      expect(da.subject).not.toBe(en.subject);
      expect(da.html).toContain('<html lang="da">');
      expect(da.text).not.toContain('The link works');
      expect(da.text).toContain('Linket virker én gang og i en time.');
      subjects.add(da.subject);
    }
    expect(subjects.size).toBe(KINDS.length);
  });

  it("picks the account's language, else the page the link returns to, else English", () => {
    expect(mailLang('da', null)).toBe('da');
    expect(mailLang('en', 'https://app.example/da/auth/confirm')).toBe('en');
    expect(mailLang(null, 'https://app.example/da/auth/confirm?redirect=%2F')).toBe('da');
    expect(mailLang(undefined, 'https://app.example/dance')).toBe('en');
    expect(mailLang('sv', 'not an address')).toBe('en');
  });
});
