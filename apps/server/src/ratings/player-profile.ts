import { eq } from 'drizzle-orm';
import { staffLevelOf } from '@rol/rules/access-levels';
import { leagueOf } from '@rol/rules/arena/leagues';
import { heroCombatant } from '@rol/rules/battle/combatants';
import type { ResponseOf } from '@rol/protocol/route';
import type { playerProfileRoute } from '@rol/protocol/rating-routes';
import { clanMembers } from '../db/schema/clan-members.ts';
import { playerPresence } from '../db/schema/player-presence.ts';
import { clanSummaries } from '../clan-standing/clan-level-query.ts';
import { loadHeroRows } from '../heroes/hero-rows-query.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { findPlayerById } from '../players/player-queries.ts';
import { squadSnapshot } from '../arena/defence-snapshot.ts';
import { together } from '../db/together.ts';
import { findStanding } from '../arena/standing-queries.ts';
import { ONLINE_WINDOW_MS } from '../sessions/presence.ts';

type ProfileDto = ResponseOf<typeof playerProfileRoute>;

/**
 * Another player's profile: nickname, level, best stair, arena standing, whether online, and the
 * squad with the heroes' looks and their stats with forces and artifacts, and the clan they belong
 * to. NOT_FOUND when missing.
 */
export async function playerProfile(ctx: AppContext, playerId: number): Promise<ProfileDto> {
  const nowMs = ctx.clock();
  // Every part at once (one round trip on one connection); the clan's summary once its id is known.
  const [player, heroes, standing, [presence], [clan]] = await together(
    findPlayerById(ctx.db, playerId),
    loadHeroRows(ctx.db, playerId),
    findStanding(ctx.db, playerId),
    ctx.db.select().from(playerPresence).where(eq(playerPresence.playerId, playerId)),
    ctx.db
      .select({ clanId: clanMembers.clanId })
      .from(clanMembers)
      .where(eq(clanMembers.playerId, playerId))
      .then(([membership]) =>
        membership ? clanSummaries(ctx.db, [membership.clanId], new Date(nowMs)) : [],
      ),
  );
  if (!player) throw new ApiError('NOT_FOUND', { playerId });
  const squad = heroes ? squadSnapshot(heroes, nowMs) : [];
  return {
    playerId,
    nickname: player.nickname,
    staff: staffLevelOf(player.accessLevel),
    level: player.level,
    bestVictoryStair: player.bestVictoryStair,
    arenaPosition: standing?.position ?? null,
    arenaLeague: standing ? leagueOf(standing.position) : null,
    online: presence !== undefined && presence.seenAt.getTime() > nowMs - ONLINE_WINDOW_MS,
    clan: clan ? { id: clan.id, name: clan.name, level: clan.level, theme: clan.theme } : null,
    squad: squad.map((h) => {
      const c = heroCombatant(h);
      return {
        imageId: h.imageId,
        warriorClass: h.warriorClass,
        level: h.level,
        rank: h.rank,
        attack: c.attack,
        defence: c.defence,
        health: c.health,
      };
    }),
  };
}
