import { db, mutate, whenDatabaseOpen } from '../../../db';
import type { GameId } from '../registry';

// Feedback on a game (docs/spec/games.md "Feedback"), through the one write path.

export interface FeedbackInput {
  game: GameId;
  positive: boolean;
  text: string;
  user: string;
  now?: Date;
}

/**
 * docs/spec/games.md feedback record, keyed by the current date string, stored through the one write path so
 * it reaches the server later. The server needs a non-empty text, so a bare thumb is sent as
 * "Thumbs up" or "Thumbs down". Resolves with the outbox op's id, so a page can say whether the
 * feedback has left the device.
 */
export async function sendFeedback(input: FeedbackInput): Promise<string> {
  // A game page paints before the database opens: a note sent that early is kept once it is.
  await whenDatabaseOpen();
  const now = input.now ?? new Date();
  const record = {
    key: now.toDateString(),
    time: now.toISOString(),
    feedback: input.text.trim().slice(0, 2000) || (input.positive ? 'Thumbs up' : 'Thumbs down'),
    user: input.user.slice(0, 80),
    positive: input.positive,
    game: input.game,
  };
  const operation = await mutate({
    type: 'feedback.create',
    payload: record,
    tables: [db().feedback],
    apply: () => db().feedback.add({ ...record }),
  });
  return operation.id;
}
