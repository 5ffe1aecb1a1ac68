import * as v from 'valibot';

// The seam every surface's api.ts uses for a server answer: an RPC or edge-function answer is
// parsed against its schema before anything reads it. A malformed one is an ApiError whose
// message is one plain sentence the page shows as it is; nothing of the answer is kept.

/** Why a call to the server gave nothing usable, in the words the page shows. */
export class ApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The sentence for an answer in a shape this app does not know. */
export const UNREADABLE_ANSWER =
  'The server sent an answer this app could not read, so nothing was changed here. Try again later.';

/** `data` as `schema` says, or an ApiError with `message` (one plain sentence). */
export function parseAnswer<S extends v.GenericSchema>(
  schema: S,
  data: unknown,
  message: string = UNREADABLE_ANSWER,
): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) throw new ApiError(message);
  return result.output;
}
