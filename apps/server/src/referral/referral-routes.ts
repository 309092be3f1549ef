import fp from 'fastify-plugin';
import { referralBonusTakeRoute, referralMyCodeRoute } from '@rol/protocol/referral-routes';
import { apiRoute } from '../http/api-route.ts';
import { getReferralStatus, takeReferralBonus } from './referral.ts';

/** Referral: the code to share and the bonuses it brought. */
export const referralRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, referralMyCodeRoute)(async ({ player }) => getReferralStatus(app.db, player));
    apiRoute(app, referralBonusTakeRoute, { locksPlayer: true })(async ({ acting }) => takeReferralBonus(app, acting));
  },
  { name: 'referral-routes', dependencies: ['app-context', 'session-transport'] },
);
