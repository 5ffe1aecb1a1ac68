import type { en } from './messages/en';

/** A message that depends on a number: `count` picks the form. */
export interface Plural {
  one: string;
  other: string;
}

export type MessageKey = keyof typeof en;

/** Another language's messages for an English table: the same keys, strings and plurals. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Plural;
};

/** A language's whole table: every English key. */
export type Catalogue = Translation<typeof en>;
