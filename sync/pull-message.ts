// Apart from pull-validation.ts so the sync badge on the first screen can name it without
// loading the schemas (valibot is lazy).

/** What a person is told when a pull page cannot be read; plain words, no code. */
export const UNREADABLE_PULL_MESSAGE =
  'The server sent changes this app could not read, so none of them were saved. It tries again by itself.';
