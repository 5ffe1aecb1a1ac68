import { activeUser, db, mutate } from '../../db';
import { currentLang, pathIn, rememberedLang, rememberLang, type Lang } from '../../lib/i18n';

// The language a signed-in person chose, carried with their account (issue 39). The switch keeps
// the choice on this device (src/lib/i18n preference.ts); for a signed-in person it also goes to
// the account as a profile.update op, so it syncs like the username. After each sync round a
// device with no choice of its own takes the account's; a choice made on this device before the
// account had one goes up to the account.

/** What this device does with the account's language after a sync round. */
export type LangStep = { adopt: Lang } | { save: Lang } | null;

/**
 * `account`: the profile's language (null: never chosen; undefined: a server that keeps none).
 * `device`: the choice remembered on this device (null: none; the address or the device decides).
 */
export function reconcileLang(account: Lang | null | undefined, device: Lang | null): LangStep {
  if (account === undefined) return null;
  if (!device) return account ? { adopt: account } : null;
  if (!account) return { save: device };
  return null;
}

/** The chosen language on this device's copy of the profile at once, and to the server on sync. */
export function saveLangToAccount(userId: string, lang: Lang): Promise<unknown> {
  return mutate({
    type: 'profile.update',
    payload: { lang },
    tables: [db().profiles],
    apply: () =>
      db()
        .profiles.where('userId')
        .equals(userId)
        .modify((row) => {
          row.profile.lang = lang;
        }),
  });
}

/** The switch's saver (src/app/lang-switch.tsx): a signed-in person's choice goes to the account. */
export async function carryLangChoice(lang: Lang): Promise<void> {
  const { userId } = activeUser.get();
  if (userId) await saveLangToAccount(userId, lang);
}

export interface LangEnvironment {
  remembered(): Lang | null;
  remember(lang: Lang): void;
  /** The language the page on screen is in. */
  showing(): Lang;
  /** Opens the page's twin in `lang`. */
  open(lang: Lang): void;
}

const browser: LangEnvironment = {
  remembered: rememberedLang,
  remember: rememberLang,
  showing: currentLang,
  open: (lang) =>
    location.replace(pathIn(location.pathname, lang) + location.search + location.hash),
};

/** The sync reconciler: after a round, this device and the account agree on a language. */
export async function reconcileAccountLang(
  { userId }: { userId: string },
  env: LangEnvironment = browser,
): Promise<void> {
  const profile = (await db().profiles.get(userId))?.profile;
  if (!profile) return;
  const step = reconcileLang(profile.lang, env.remembered());
  if (!step) return;
  if ('save' in step) {
    await saveLangToAccount(userId, step.save);
    return;
  }
  env.remember(step.adopt);
  if (env.showing() !== step.adopt) env.open(step.adopt);
}
