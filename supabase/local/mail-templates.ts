import { writeFileSync } from 'node:fs';
import { HOSTED_TEMPLATE_NAMES, hostedTemplate, type MailKind } from './mail.ts';

// Writes the hosted project's Auth email templates (supabase/templates/*.html) from the words of
// mail.ts: `npx tsx supabase/local/mail-templates.ts`. mail-templates.test.ts fails when they,
// or the subjects in config.toml, are stale.

export const templatePath = (kind: MailKind) =>
  `supabase/templates/${HOSTED_TEMPLATE_NAMES[kind]}.html`;

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const kind of Object.keys(HOSTED_TEMPLATE_NAMES) as MailKind[]) {
    writeFileSync(templatePath(kind), hostedTemplate(kind).html);
    console.log(`wrote ${templatePath(kind)}`);
  }
}
