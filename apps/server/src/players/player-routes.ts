import fp from 'fastify-plugin';
import { FRONT_VERSION } from '@rol/protocol/game-version';
import {
  characterChooseRoute,
  genderSetRoute,
  langSwitchRoute,
  langSwitchToRoute,
  moveSpeedModeRoute,
  playerCurrentRoute,
  playerFindRoute,
  playerIdCurrentRoute,
  playerInfoCurrentRoute,
  playerInfoRoute,
  pushSwitchRoute,
  qualitySetRoute,
  sessionExistsRoute,
  soundMuteRoute,
  uiSwitchRoute,
  versionUpdateRoute,
} from '@rol/protocol/player-routes';
import type { PlayerRow } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';
import { apiRoute } from '../http/api-route.ts';
import { chooseCharacter } from './choose-character.ts';
import { changeGender } from './gender-change.ts';
import { findPlayerById, findPlayerByNickname } from './player-queries.ts';
import { playerInfoSessionReads } from './player-info-query.ts';
import { loadPlayerDto, loadPlayerInfoWithArtifacts, playerDtoFrom, playerInfoDtoFrom } from './player-view.ts';
import * as settings from './player-settings.ts';

/** §7 Player calls of the foundation. */
export const playerRoutesPlugin = fp(
  async (app) => {
    // Player info (with `haveNewMailMessage`, unread mail) is read in one statement: one consistent
    // snapshot and one round trip, with no transaction around it. The two calls
    // that answer it read it in the session's own statement (sessionReads).
    const playerDtoOf = (player: PlayerRow) => loadPlayerDto(app.db, player, app.clock());

    apiRoute(app, playerInfoCurrentRoute, {
      allowBanned: true,
      sessionReads: playerInfoSessionReads,
    })(async ({ query, player, reads }) => {
      // §8 "version outdated": a page running an older build than this server's is told so
      // (409 VERSION_OUTDATED, its Update step) — except on its first fetch, which a reload makes.
      if (query.init !== true && query.frontVersion !== undefined && query.frontVersion < FRONT_VERSION)
        throw new ApiError('VERSION_OUTDATED', { frontVersion: FRONT_VERSION });
      return playerInfoDtoFrom(player, reads, app.clock());
    });

    apiRoute(app, playerIdCurrentRoute)(async ({ player }) => player.id);

    apiRoute(app, sessionExistsRoute)(async ({ player }) => ({ player: player !== null }));

    apiRoute(app, playerFindRoute)(async ({ query }) => {
      const found = await findPlayerByNickname(app.db, query.nickname);
      if (!found) throw new ApiError('PLAYER_NOT_FOUND');
      return { id: found.id, nickname: found.nickname };
    });

    apiRoute(app, playerCurrentRoute, { sessionReads: playerInfoSessionReads })(async ({ player, reads }) =>
      playerDtoFrom(player, reads, app.clock()),
    );

    apiRoute(app, playerInfoRoute, { allowBanned: true })(async ({ query, player }) =>
      loadPlayerInfoWithArtifacts(app.db, {
        player,
        nowMs: app.clock(),
        worldSeed: app.config.worldSeed,
        artifactFrom: query.artifactFrom,
        artifactTo: query.artifactTo,
      }),
    );

    apiRoute(
      app,
      characterChooseRoute,
    )(async ({ body, player }) => {
      await chooseCharacter(app, player.id, body.characterAndCompanion);
      return playerDtoOf((await findPlayerById(app.db, player.id)) ?? player);
    });

    apiRoute(
      app,
      moveSpeedModeRoute,
    )(async ({ body, player }) => {
      const updated = await settings.updateMoveSpeedMode(app.db, player.id, body?.moveSpeedMode);
      return { moveSpeedMode: updated.moveSpeedMode };
    });

    apiRoute(
      app,
      soundMuteRoute,
    )(async ({ body, player }) => {
      const updated = await settings.updateSoundMute(app.db, player.id, body?.soundMute);
      return { soundMute: updated.soundMute };
    });

    apiRoute(
      app,
      uiSwitchRoute,
    )(async ({ player }) => ({
      interfaceMode: (await settings.switchInterfaceMode(app.db, player.id)).interfaceMode,
    }));

    apiRoute(
      app,
      pushSwitchRoute,
    )(async ({ player }) => ({
      pushEnabled: (await settings.switchPush(app.db, player.id)).pushEnabled,
    }));

    apiRoute(
      app,
      qualitySetRoute,
    )(async ({ params, player }) => ({
      quality: (await settings.setQuality(app.db, player.id, params.q)).quality,
    }));

    apiRoute(
      app,
      langSwitchRoute,
    )(async ({ player }) => ({ lang: (await settings.switchLang(app.db, player.id)).lang }));

    apiRoute(
      app,
      langSwitchToRoute,
    )(async ({ params, player }) => ({
      lang: (await settings.switchLang(app.db, player.id, params.lang)).lang,
    }));

    apiRoute(
      app,
      genderSetRoute,
    )(async ({ body, player }) => {
      const updated = await changeGender(app, player.id, body.gender);
      return { gender: updated.gender, mithril: updated.mithril };
    });

    apiRoute(
      app,
      versionUpdateRoute,
    )(async ({ body, player }) => {
      const updated = await settings.updateFrontVersion(app.db, player.id, body.frontVersion);
      return {
        frontVersion: updated.frontVersion ?? body.frontVersion,
        outdated: body.frontVersion < FRONT_VERSION,
      };
    });
  },
  { name: 'player-routes', dependencies: ['app-context', 'session-transport', 'client-signals'] },
);
