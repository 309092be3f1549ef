import type { FastifyInstance } from 'fastify';
import { recordStaffAction } from './audit-queries.ts';
import { findLoginAs, mayBeLoginAs } from './login-as-sessions.ts';

/**
 * Every action (a POST that succeeded) taken in a login-as session is written to the audit trail as
 * the moderator's (ACT_AS, with the route), once the action is committed and before its answer goes
 * out; a failed write is logged, never refuses the answer.
 * Ordinary sessions cost nothing here: their token hash tells them apart (`mayBeLoginAs`).
 */
export function attributeLoginAsActions(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (request.method !== 'POST' || !auth || reply.statusCode >= 400) return payload;
    if (!mayBeLoginAs(auth.tokenHash)) return payload;
    const route = request.routeOptions.url ?? request.url;
    if (route.startsWith('/api/tech/')) return payload;
    try {
      const loginAs = await findLoginAs(app.db, auth.tokenHash);
      if (!loginAs) return payload;
      await recordStaffAction(app.db, {
        actorId: loginAs.moderatorId,
        targetId: loginAs.playerId,
        action: 'ACT_AS',
        details: { route },
        now: new Date(app.clock()),
      });
    } catch (error) {
      app.log.warn({ err: error, route }, 'recording a login-as action failed');
    }
    return payload;
  });
}
