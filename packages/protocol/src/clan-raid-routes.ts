import { z } from 'zod';
import { battleStatusDto } from './battle-dto.ts';
import { balancesDto } from './balances-dto.ts';
import { raidDto } from './clan-dto.ts';
import { defineRoute } from './route.ts';

/**
 * Raid battles. A member attacks the clan's raid boss in a MULTI battle (the squad against the boss at
 * the health the clan has left it), then plays it with the ordinary battle calls; `battle/complete`
 * takes the battle's damage off the shared health and adds it to the member's raid damage. When the
 * boss falls — or a raid is ended with it standing — the pool is shared by damage, and each member
 * takes their share with `clan/raid/reward/take`.
 */

/**
 * Starts a MULTI battle against the raid boss (ATTACK_RAID, every member). CLAN_NOT_MEMBER,
 * CLAN_RAID_NOT_RUNNING (no raid), CLAN_RAID_OVER (the boss fell or the raid's time is up),
 * BATTLE_IN_PROGRESS, SQUAD_EMPTY, SQUAD_DEAD.
 */
export const clanRaidAttackRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/raid/attack',
  auth: 'player',
  response: battleStatusDto,
});

/** Credits my raid rewards not taken yet through the ledger (gold and emeralds); CLAN_RAID_NO_REWARD when none. */
export const clanRaidRewardTakeRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/raid/reward/take',
  auth: 'player',
  response: z.object({ reward: z.object({ gold: z.number(), mithril: z.number() }), balances: balancesDto, raid: raidDto.nullable() }),
});
