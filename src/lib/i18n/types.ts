import type { en } from './messages/en';

/** A message that depends on a number: `count` picks the form. */
export interface Plural {
  one: string;
  other: string;
}

export type MessageKey = keyof typeof en;

/** A language's table: every English key, each a string or a plural like the English one. */
export type Catalogue = {
  readonly [K in MessageKey]: (typeof en)[K] extends string ? string : Plural;
};
