import fp from 'fastify-plugin';
import {
  mailBlockListRoute,
  mailBlockRoute,
  mailDialogLatestRoute,
  mailDialogListRoute,
  mailListRoute,
  mailSendRoute,
  mailUnblockRoute,
} from '@rol/protocol/mail-routes';
import { ApiError } from '../http/api-error.ts';
import { apiRoute } from '../http/api-route.ts';
import { findPlayerById } from '../players/player-queries.ts';
import { deleteBlock, insertBlock, listBlocks } from '../messages/block-queries.ts';
import { listMail } from './mail-list.ts';
import { listDialog, listDialogLatest, sendMail } from './mail-service.ts';

/** §7 Mail calls, the support dialog and the block list. */
export const mailRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, mailListRoute)(async ({ query, player }) => listMail(app.db, player, query));

    apiRoute(
      app,
      mailDialogListRoute,
    )(async ({ params, query, player }) => listDialog(app, player, params.partner, query));

    apiRoute(
      app,
      mailDialogLatestRoute,
    )(async ({ params, query, player }) => listDialogLatest(app, player, params.partner, query));

    apiRoute(app, mailSendRoute, { locksPlayer: true })(
      async ({ params, query, body, acting, afterCommit }) =>
        sendMail(
          app,
          acting,
          { partner: params.partner, support: query.support, text: body.text },
          afterCommit,
        ),
    );

    apiRoute(
      app,
      mailBlockRoute,
    )(async ({ params, player }) => {
      if (params.id === player.id) throw new ApiError('CANNOT_CONTACT_SELF');
      if ((await findPlayerById(app.db, params.id)) === null) throw new ApiError('NOT_FOUND');
      await insertBlock(app.db, player.id, params.id, new Date(app.clock()));
      return { playerId: params.id, blocked: true };
    });

    apiRoute(
      app,
      mailUnblockRoute,
    )(async ({ params, player }) => {
      await deleteBlock(app.db, player.id, params.id);
      return { playerId: params.id, blocked: false };
    });

    apiRoute(
      app,
      mailBlockListRoute,
    )(async ({ player }) => {
      const rows = await listBlocks(app.db, player.id);
      return { players: rows.map((row) => ({ ...row, since: row.since.getTime() })) };
    });
  },
  { name: 'mail-routes', dependencies: ['app-context', 'realtime-gateway'] },
);
