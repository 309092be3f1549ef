import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/database.ts';
import { actionTasksWritten, addActionCommitTask } from '../http/action-scope.ts';
import { recordStaffAction } from './audit-queries.ts';
import { findLoginAs, mayBeLoginAs } from '../sessions/login-as-sessions.ts';

/** The staff's own calls are audited by themselves; every other POST in a login-as session is attributed. */
function attributedRoute(request: FastifyRequest): string | null {
  if (request.method !== 'POST') return null;
  const auth = request.auth;
  if (!auth || !mayBeLoginAs(auth.tokenHash)) return null;
  const route = request.routeOptions.url ?? request.url;
  return route.startsWith('/api/tech/') ? null : route;
}

/** Writes the ACT_AS entry of the request when its session is a login-as session. */
async function recordActAs(db: DbOrTx, request: FastifyRequest, now: Date): Promise<void> {
  const route = attributedRoute(request);
  if (route === null) return;
  const loginAs = await findLoginAs(db, request.auth!.tokenHash);
  if (!loginAs) return;
  await recordStaffAction(db, {
    actorId: loginAs.moderatorId,
    targetId: loginAs.playerId,
    action: 'ACT_AS',
    details: { route },
    now,
  });
}

/**
 * Every action (a POST) taken in a login-as session is written to the audit trail as the
 * moderator's (ACT_AS, with the route) inside the action's own transaction, just before it commits:
 * an action that fails leaves no entry, one that succeeds exactly one. An action that runs no
 * transaction of the player (its writes go straight to the database) gets its entry once it has
 * answered successfully, before the answer goes out.
 * Ordinary sessions cost nothing here: their token hash tells them apart (`mayBeLoginAs`).
 */
export function attributeLoginAsActions(app: FastifyInstance): void {
  addActionCommitTask(app, (tx, request) => recordActAs(tx, request, new Date(app.clock())));
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 || attributedRoute(request) === null || actionTasksWritten(request)) {
      done(null, payload);
      return;
    }
    recordActAs(app.db, request, new Date(app.clock()))
      .catch((error: unknown) => app.log.warn({ err: error, route: request.url }, 'recording a login-as action failed'))
      .finally(() => done(null, payload));
  });
}
