import fp from 'fastify-plugin';
import {
  campaignArtStatusRoute,
  campaignListRoute,
  campaignOkGroupRoute,
  campaignPortalDiscountsRoute,
  campaignSetSeenRoute,
  campaignStatusRoute,
  campaignUseRoute,
  dailyOkTakeRoute,
} from '@rol/protocol/campaign-routes';
import { OK_GROUP_URL } from '@rol/rules/economy/campaigns';
import { promotionsLockOf } from '@rol/rules/economy/promotions-gate';
import { apiRoute } from '../http/api-route.ts';
import { portalOfferOf } from '../road/portal-offer.ts';
import { getPortalInfo } from '../road/portals.ts';
import {
  campaignOfType,
  campaignsFor,
  campaignsWithUses,
  campaignUsesSessionReads,
  setCampaignSeen,
  useCampaign,
} from './campaigns.ts';
import { isOkPlayer, takeDailyOk } from './daily-ok.ts';

/**
 * §7 Campaigns beyond the wheel and the chests: status by type, the calendar, use, OK group, artifact
 * set, portal discounts. Below the promotions' level the statuses say `locked` and the gifts refuse.
 */
export const campaignRoutesPlugin = fp(
  async (app) => {
    apiRoute(
      app,
      campaignStatusRoute,
    )(async ({ params, player }) => ({
      type: params.type,
      campaigns: await campaignsFor(app.db, player.id, app.clock(), params.type),
      serverTimeMs: app.clock(),
      locked: promotionsLockOf(player.level),
    }));
    apiRoute(app, campaignListRoute, { sessionReads: campaignUsesSessionReads })(async ({ player, reads }) => ({
      campaigns: campaignsWithUses(reads, app.clock()),
      serverTimeMs: app.clock(),
      locked: promotionsLockOf(player.level),
    }));
    apiRoute(app, campaignUseRoute, { locksPlayer: true })(async ({ params, acting }) =>
      useCampaign(app, acting, params.id),
    );
    apiRoute(
      app,
      campaignOkGroupRoute,
    )(async ({ player }) => {
      return {
        campaign: await campaignOfType(app.db, player.id, app.clock(), 'OK_GROUP'),
        groupUrl: OK_GROUP_URL,
        member: await isOkPlayer(app.db, player.id),
        locked: promotionsLockOf(player.level),
      };
    });
    apiRoute(app, campaignSetSeenRoute, { locksPlayer: true })(async ({ body, acting }) =>
      setCampaignSeen(app, acting, body.id),
    );
    // Not `locksPlayer`: the service may ask OK first and opens its own transaction after.
    apiRoute(app, dailyOkTakeRoute)(async ({ player }) => takeDailyOk(app, player));
    apiRoute(
      app,
      campaignArtStatusRoute,
    )(async ({ player }) => ({
      campaign: await campaignOfType(app.db, player.id, app.clock(), 'ARTIFACT_SET_1'),
      locked: promotionsLockOf(player.level),
    }));
    apiRoute(
      app,
      campaignPortalDiscountsRoute,
    )(async ({ query, player }) => {
      const portal = await getPortalInfo(app, player.id, query.portalId);
      const campaign = await campaignOfType(app.db, player.id, app.clock(), 'PORTAL_DISCOUNT');
      const offer = await portalOfferOf(app.db, player.id, app.clock());
      // The road's day offer may go to any portal until it is used.
      return { portal, discounts: campaign.running && !offer.used ? [offer.discount] : [], campaign };
    });
  },
  { name: 'campaign-routes', dependencies: ['app-context', 'session-transport'] },
);
