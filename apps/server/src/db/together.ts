/**
 * Independent pieces of one transaction's work, run at once. The pool's connections are pipelined
 * (pipelined-begin.ts), so the statements the pieces send go out together and PostgreSQL answers
 * them in order: one round trip for all of them instead of one each.
 *
 * Only for pieces that do not depend on one another's results or writes (a ledger credit, a task's
 * progress, the heroes' health); each piece's own statements still run in its order. Where the
 * order between pieces matters (a row lock, then a read that must run under it), both must send
 * their first statement at the call: a prepared statement (`preparedQuery`, `preparedSql`) does,
 * while an awaited Drizzle builder sends a turn later, after a prepared piece given after it
 * (pipelined-begin.route.test.ts checks both).
 *
 * Every piece settles before this answers, so none sends a statement after the transaction has
 * ended; when pieces fail, the error thrown is the first in the order given (a statement sent after
 * a failed one fails only because the transaction was aborted).
 */
export async function together<T extends readonly unknown[]>(
  ...pieces: { [K in keyof T]: Promise<T[K]> }
): Promise<T> {
  const settled = await Promise.allSettled(pieces);
  for (const outcome of settled) if (outcome.status === 'rejected') throw outcome.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
