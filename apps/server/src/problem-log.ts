/**
 * Problems the server meets in its own data, which never fail the player's request but must reach
 * the operators' log (§8): a stored hero class or skill the rules do not know (it is then treated as
 * the fallback the caller names), a wheel answer without the player's heroes. The app points the
 * sink at its logger when it starts (app.ts); each distinct problem is logged once per process, so a
 * bad row read on every request does not flood the log.
 */
export interface ProblemSink {
  error(fields: Record<string, unknown>, message: string): void;
}

let sink: ProblemSink = {
  error: (fields, message) => console.error(message, fields),
};
const logged = new Set<string>();

/** Where problems go from now on (the app's logger). */
export function setProblemSink(next: ProblemSink): void {
  sink = next;
}

/** Logs `message` with `fields` once per `key` (a later identical problem is already in the log). */
export function logProblemOnce(key: string, fields: Record<string, unknown>, message: string): void {
  if (logged.has(key)) return;
  logged.add(key);
  sink.error(fields, message);
}

/** Forgets what was logged (tests). */
export function resetProblemLog(): void {
  logged.clear();
}
