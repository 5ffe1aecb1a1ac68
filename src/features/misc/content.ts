import type { Lang } from '../../lib/i18n';
import { PONG_DARE_RULES, PONG_DARES } from '../../content/misc/beer-pong';
import { CALENDAR_DOORS, type CalendarDoor } from '../../content/misc/calendar';
import { DARES } from '../../content/misc/dares';
import { EPIC_STEPS, type EpicStep } from '../../content/misc/epic';
import { LOVE_PROMPTS, type LovePrompt } from '../../content/misc/love';
import type { Rated } from '../../content/misc/types';
import { PONG_DARE_RULES_DA, PONG_DARES_DA } from '../../content/misc/da/beer-pong';
import { CALENDAR_DOORS_DA } from '../../content/misc/da/calendar';
import { DARES_DA } from '../../content/misc/da/dares';
import { EPIC_STEPS_DA } from '../../content/misc/da/epic';
import { LOVE_PROMPTS_DA } from '../../content/misc/da/love';

// The misc pages' lists in the page's language. A Danish page (/da/misc/...) deals the Danish
// twins, which keep the English ids, so a shared link or a printed card number means the same
// dare in both languages. The lists are small text and load with their pages, like the English.

export interface MiscContent {
  dares: readonly Rated[];
  love: readonly LovePrompt[];
  calendar: readonly CalendarDoor[];
  epic: readonly EpicStep[];
  pongDares: readonly Rated[];
  pongRules: readonly string[];
}

const CONTENT: Record<Lang, MiscContent> = {
  en: {
    dares: DARES,
    love: LOVE_PROMPTS,
    calendar: CALENDAR_DOORS,
    epic: EPIC_STEPS,
    pongDares: PONG_DARES,
    pongRules: PONG_DARE_RULES,
  },
  da: {
    dares: DARES_DA,
    love: LOVE_PROMPTS_DA,
    calendar: CALENDAR_DOORS_DA,
    epic: EPIC_STEPS_DA,
    pongDares: PONG_DARES_DA,
    pongRules: PONG_DARE_RULES_DA,
  },
};

/** The misc lists a page in `lang` shows. */
export function miscContent(lang: Lang): MiscContent {
  return CONTENT[lang];
}

/** A dare by its permanent id, in `lang`. */
export function findDareIn(lang: Lang, id: string): Rated | undefined {
  return CONTENT[lang].dares.find((dare) => dare.id === id);
}
