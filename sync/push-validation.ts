// Each push answer's outcomes checked against their shapes before the engine settles any op. The
// engine drops an op from its outbox on every verdict, so an outcome it misread (an unknown status,
// a rejection without a reason) would lose the op for good; a malformed answer is instead a server
// error, and the whole batch stays queued for the next try.

import * as v from 'valibot';

const reason = v.string();
const opId = v.string();

const outcomeSchema = v.variant('status', [
  v.object({ id: opId, status: v.literal('applied'), result: v.unknown() }),
  v.variant('first', [
    v.object({
      id: opId,
      status: v.literal('duplicate'),
      first: v.literal('applied'),
      result: v.unknown(),
    }),
    v.object({ id: opId, status: v.literal('duplicate'), first: v.literal('rejected'), reason }),
  ]),
  v.object({ id: v.nullable(opId), status: v.literal('rejected'), reason }),
  // push_anonymous only: nothing recorded, send again later
  v.object({ id: opId, status: v.literal('retry'), reason }),
]);

/** Whether every outcome of a push answer has a shape the engine knows. */
export function readablePushOutcomes(results: readonly unknown[]): boolean {
  return results.every((outcome) => v.safeParse(outcomeSchema, outcome).success);
}
