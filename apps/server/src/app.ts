import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { accountRoutesPlugin } from './accounts/account-routes.ts';
import { apiDocsRoutesPlugin } from './api-docs/api-docs-routes.ts';
import { protocolRouteListPlugin } from './api-docs/protocol-route-list.ts';
import type { AppConfig } from './app-config.ts';
import { artifactRoutesPlugin } from './artifacts/artifact-routes.ts';
import { backpackRoutesPlugin } from './backpack/backpack-routes.ts';
import { battleRoutesPlugin } from './battle/battle-routes.ts';
import { chatRoutesPlugin } from './chat/chat-routes.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/database.ts';
import { forgeRoutesPlugin } from './forge/forge-routes.ts';
import { creatureRoutesPlugin } from './heroes/creature-routes.ts';
import { healthRoutesPlugin } from './heroes/health-routes.ts';
import { appContextPlugin } from './http/app-context.ts';
import { setProblemSink } from './problem-log.ts';
import { bodyParsersPlugin } from './http/body-parsers.ts';
import { clientSignalsPlugin } from './http/client-signals.ts';
import { errorEnvelopePlugin, sendRefusal } from './http/error-envelope.ts';
import { realtimeGatewayPlugin, type RealtimeGatewayOptions } from './http/realtime-gateway.ts';
import { sessionTransportPlugin } from './http/session-transport.ts';
import { crossSiteGuardPlugin } from './http/cross-site-guard.ts';
import { fastifyTimeoutOptions } from './http/http-timeouts.ts';
import { securityHeadersPlugin } from './http/security-headers.ts';
import { webAppPlugin } from './http/web-app.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';
import { legalPagesPlugin } from './legal/legal-pages.ts';
import { logRoutesPlugin } from './logs/log-routes.ts';
import { mailRoutesPlugin } from './mail/mail-routes.ts';
import { metricsPlugin, type DatabaseStart } from './metrics/metrics-plugin.ts';
import { moderationRoutesPlugin } from './moderation/moderation-routes.ts';
import { playerRoutesPlugin } from './players/player-routes.ts';
import { everydayRewardRoutesPlugin } from './players/everyday-reward-routes.ts';
import { markerRoutesPlugin } from './players/marker-routes.ts';
import { newsRoutesPlugin } from './players/news-routes.ts';
import { notificationRoutesPlugin } from './players/notification-routes.ts';
import { coordinateRoutesPlugin } from './road/coordinate-routes.ts';
import { itemPlaceRoutesPlugin } from './road/item-place-routes.ts';
import { placeRoutesPlugin } from './road/place-routes.ts';
import { shopRoutesPlugin } from './shop/shop-routes.ts';
import { boosterRoutesPlugin } from './economy/booster-routes.ts';
import { wheelRoutesPlugin } from './economy/wheel-routes.ts';
import { catalogueShopRoutesPlugin } from './shops/catalogue-shop-routes.ts';
import { referralRoutesPlugin } from './referral/referral-routes.ts';
import { delayedChestRoutesPlugin } from './promotions/delayed-chest-routes.ts';
import { spendChestRoutesPlugin } from './promotions/spend-chest-routes.ts';
import { campaignRoutesPlugin } from './promotions/campaign-routes.ts';
import { offerRoutesPlugin } from './promotions/offer-routes.ts';
import { arenaRoutesPlugin } from './arena/arena-routes.ts';
import { ratingRoutesPlugin } from './ratings/rating-routes.ts';
import { forumRoutesPlugin } from './forum/forum-routes.ts';
import { giftRoutesPlugin } from './gifts/gift-routes.ts';
import { manualRoutesPlugin } from './manual/manual-routes.ts';
import { newsAndRatingRoutesPlugin } from './news/news-and-rating-routes.ts';
import { clanEconomyRoutesPlugin } from './clans/clan-economy-routes.ts';
import { clanRoutesPlugin } from './clans/clan-routes.ts';
import { worldRoutesPlugin } from './world/world-routes.ts';
import { platformRoutesPlugin } from './platforms/platform-routes.ts';
import { paymentRoutesPlugin } from './payments/payment-routes.ts';
import { platformPaymentRoutesPlugin } from './payments/platform-payment-routes.ts';
import { platformAccountRoutesPlugin } from './platforms/platform-account-routes.ts';

export interface BuildAppOptions {
  db: Db;
  clock: Clock;
  config: AppConfig;
  /** The realtime bus choice; by default the in-process bus of a single node. */
  realtime?: RealtimeGatewayOptions;
  /** The embedded database's start times, for the metrics; absent on a database of your own. */
  databaseStart?: DatabaseStart | null;
}

/**
 * The game server's logging set-up. One line per request is too much for a game's chatty client;
 * 5xx errors are still logged. The bench's bare ceiling route uses the same set-up.
 */
export function fastifyLogOptions(logger: boolean): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return { logger, logController: new LogController({ disableRequestLogging: true }) };
}

/** The whole HTTP app on a migrated database; call `ready()` (or `listen`) before use. */
export function buildApp({ db, clock, config, realtime = {}, databaseStart = null }: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    ...fastifyLogOptions(config.logger),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: config.bodyLimit,
    // Slow clients are cut (docs/security.md, "Slow clients").
    ...fastifyTimeoutOptions(config.httpTimeouts),
    // A malformed address (bad percent-encoding, …) is a 400 envelope like any other bad input.
    frameworkErrors: (_error, request, reply) => {
      sendRefusal(request, reply, { status: 400, code: 'BAD_REQUEST' });
    },
  });
  void app.register(cookie);
  // Before the route plugins: it collects the protocol routes they register (the OpenAPI document's list).
  void app.register(protocolRouteListPlugin);
  void app.register(appContextPlugin, { db, clock, config });
  // Faults found in our own data (unknown classes and skills, …) go to the app's log (§8).
  setProblemSink({ error: (fields, message) => app.log.error(fields, message) });
  void app.register(errorEnvelopePlugin);
  void app.register(clientSignalsPlugin);
  void app.register(bodyParsersPlugin);
  void app.register(sessionTransportPlugin);
  void app.register(securityHeadersPlugin);
  void app.register(crossSiteGuardPlugin);
  void app.register(realtimeGatewayPlugin, realtime);
  // Before the routes: its hooks time every request.
  void app.register(metricsPlugin, { databaseStart });
  void app.register(webAppPlugin, { webDistDir: config.webDistDir });
  void app.register(legalPagesPlugin);
  void app.register(accountRoutesPlugin);
  void app.register(playerRoutesPlugin);
  void app.register(coordinateRoutesPlugin);
  void app.register(markerRoutesPlugin);
  void app.register(healthRoutesPlugin);
  void app.register(everydayRewardRoutesPlugin);
  void app.register(newsRoutesPlugin);
  void app.register(notificationRoutesPlugin);
  void app.register(placeRoutesPlugin);
  void app.register(battleRoutesPlugin);
  void app.register(creatureRoutesPlugin);
  void app.register(logRoutesPlugin);
  void app.register(chatRoutesPlugin);
  void app.register(mailRoutesPlugin);
  void app.register(artifactRoutesPlugin);
  void app.register(forgeRoutesPlugin);
  void app.register(backpackRoutesPlugin);
  void app.register(shopRoutesPlugin);
  void app.register(itemPlaceRoutesPlugin);
  void app.register(apiDocsRoutesPlugin);
  void app.register(moderationRoutesPlugin);
  void app.register(arenaRoutesPlugin);
  void app.register(ratingRoutesPlugin);
  void app.register(forumRoutesPlugin);
  void app.register(giftRoutesPlugin);
  void app.register(newsAndRatingRoutesPlugin);
  void app.register(manualRoutesPlugin);
  void app.register(clanRoutesPlugin);
  void app.register(clanEconomyRoutesPlugin);
  void app.register(worldRoutesPlugin);
  void app.register(platformRoutesPlugin);
  void app.register(paymentRoutesPlugin);
  void app.register(platformAccountRoutesPlugin);
  void app.register(boosterRoutesPlugin);
  void app.register(wheelRoutesPlugin);
  void app.register(catalogueShopRoutesPlugin);
  void app.register(referralRoutesPlugin);
  void app.register(delayedChestRoutesPlugin);
  void app.register(spendChestRoutesPlugin);
  void app.register(campaignRoutesPlugin);
  void app.register(platformPaymentRoutesPlugin);
  void app.register(offerRoutesPlugin);
  return app;
}
