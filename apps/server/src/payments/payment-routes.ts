import fp from 'fastify-plugin';
import {
  bankGetRoute,
  bankNoticeSeenRoute,
  bankTakeRoute,
  mailPaymentRoute,
  mystorePaymentRoute,
  vkPaymentRoute,
  okPaymentRoute,
  ownCheckoutRoute,
  yooKassaWebhookRoute,
  telegramBuyRoute,
  telegramInvoiceRoute,
  telegramWebhookRoute,
  yandexBuyRoute,
  yandexPromocodeSaveRoute,
} from '@rol/protocol/payment-routes';
import { apiRoute } from '../http/api-route.ts';
import { closeNotice, getBank, takeBank } from './bank-service.ts';
import { mailPayment } from './mail-payments.ts';
import { okAnswerXml, okPayment } from './ok-payments.ts';
import { createCheckout, yooKassaNotification } from './own-site-payments.ts';
import { vkPayment } from './vk-payments.ts';
import { checkTelegramOrder, createTelegramInvoice, telegramUpdate } from './telegram-payments.ts';
import { yandexBuy, yandexReplay } from './yandex-payments.ts';

/** The bank of gems and the platforms' purchase calls and callbacks (docs/platforms.md, "Payments"). */
export const paymentRoutesPlugin = fp(
  async (app) => {
    const action = { locksPlayer: true } as const;
    apiRoute(app, bankGetRoute)(async ({ query, player }) =>
      getBank(app.db, player, query.currency, app.clock(), app.config.payments.yookassa !== null),
    );
    apiRoute(app, bankTakeRoute, action)(async ({ acting }) => takeBank(app, acting));
    apiRoute(app, bankNoticeSeenRoute)(async ({ body, player }) => closeNotice(app.db, player.id, body.id));

    apiRoute(
      app,
      yandexBuyRoute,
      action,
    )(async ({ query, body, acting }) => yandexBuy(app, acting, query.product_id, body.signature));
    apiRoute(
      app,
      yandexPromocodeSaveRoute,
      action,
    )(async ({ body, acting }) => yandexReplay(app, acting, body.signature));

    apiRoute(
      app,
      telegramInvoiceRoute,
    )(async ({ query, body, player }) => createTelegramInvoice(app, player, query.product_id, body.lang));
    apiRoute(
      app,
      telegramBuyRoute,
      action,
    )(async ({ query, acting }) => checkTelegramOrder(app, acting, query.product_id));
    apiRoute(
      app,
      telegramWebhookRoute,
    )(async ({ body, request }) =>
      telegramUpdate(app, request.headers['x-telegram-bot-api-secret-token'] as string | undefined, body),
    );

    apiRoute(
      app,
      okPaymentRoute,
    )(async ({ query, reply }) => {
      const answer = await okPayment(app, query);
      // OK reads the verdict from the XML and the header, so every answer is a 200.
      if (!answer.ok) void reply.header('Invocation-error', String(answer.code));
      return reply.type('application/xml; charset=utf-8').send(okAnswerXml(answer));
    });

    apiRoute(app, mailPaymentRoute)(async ({ query }) => mailPayment(app, 'mail', query));
    apiRoute(app, mystorePaymentRoute)(async ({ query }) => mailPayment(app, 'mystore', query));
    apiRoute(app, vkPaymentRoute)(async ({ body }) => vkPayment(app, body));
    apiRoute(
      app,
      ownCheckoutRoute,
    )(async ({ query, player }) => createCheckout(app, player, query.product_id));
    apiRoute(
      app,
      yooKassaWebhookRoute,
    )(async ({ body }) => yooKassaNotification(app, body.event, body.object));
  },
  { name: 'payment-routes', dependencies: ['app-context', 'session-transport'] },
);
