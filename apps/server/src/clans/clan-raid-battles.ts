import { randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { BattleStatusDto } from '@rol/protocol/battle-dto';
import { raidBattleDamage, raidBattleSetup } from '@rol/rules/clans/clan-raid-boss';
import { raidOver } from '@rol/rules/clans/clan-raids';
import { battleSquadOf } from '../battle/battle-squad.ts';
import { battleStatusOf } from '../battle/battle-status.ts';
import type { Tx } from '../db/database.ts';
import type { BattleRow } from '../db/schema/battles.ts';
import { clanRaidBattles } from '../db/schema/clan-raid-battles.ts';
import { clanRaidDamage } from '../db/schema/clan-raid-damage.ts';
import { clans } from '../db/schema/clans.ts';
import { loadHeroRows } from '../heroes/hero-rows-query.ts';
import { settleReadSteps } from '../heroes/settle-steps.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppContext } from '../http/app-context.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { applyLedger } from '../ledger/apply-ledger.ts';
import { balancesOf } from '../ledger/balances.ts';
import { clanBattleBonusesOf } from '../clan-standing/clan-bonuses.ts';
import { clanAction } from './clan-context.ts';
import { clanError } from './clan-errors.ts';
import { logClanEvent } from './clan-log-queries.ts';
import { findMembership } from '../clan-standing/clan-queries.ts';
import { assignRaidRewards } from './clan-raid-rewards.ts';
import { raidDtoOfPlayer } from './clan-raid-service.ts';
import { raidRecordOf } from './clan-view.ts';
import { openBattle } from '../battle/open-battle.ts';
import type { SplitBattleKindOutcome } from '../battle/battle-kind-outcomes.ts';
import { together } from '../db/together.ts';
import { preparedQuery } from '../db/prepared-query.ts';

const raidLinkOf = preparedQuery('clan_raid_link_of', (db, name) =>
  db
    .select()
    .from(clanRaidBattles)
    .where(eq(clanRaidBattles.battleId, sql.placeholder('battleId')))
    .prepare(name),
);

const bossHealthSet = preparedQuery('clan_raid_boss_health_set', (db, name) =>
  db
    .update(clans)
    .set({ raidBossHealth: sql`${sql.placeholder('health')}::int` })
    .where(eq(clans.id, sql.placeholder('clanId')))
    .prepare(name),
);

/** A fighter's damage to the raid's boss, added up, and one battle more. */
const raidDamageAdded = preparedQuery('clan_raid_damage_added', (db, name) =>
  db
    .insert(clanRaidDamage)
    .values({
      clanId: sql.placeholder('clanId'),
      raidStartedAt: sql`${sql.placeholder('raidStartedAt')}::timestamptz`,
      playerId: sql.placeholder('playerId'),
      damage: sql.placeholder('damage'),
      battles: 1,
    })
    .onConflictDoUpdate({
      target: [clanRaidDamage.clanId, clanRaidDamage.raidStartedAt, clanRaidDamage.playerId],
      set: {
        damage: sql`${clanRaidDamage.damage} + excluded.damage`,
        battles: sql`${clanRaidDamage.battles} + 1`,
      },
    })
    .prepare(name),
);

/**
 * `clan/raid/attack` (ATTACK_RAID): a MULTI battle of the member's squad (alive heroes at their road
 * health, the clan's battle bonuses) against the raid boss at the health the clan has left it. One
 * transaction: the player's row, then the clan's row locked (clanAction). The battle is then played
 * and completed with the ordinary battle calls; the damage counts at `battle/complete`.
 */
export function attackRaidBoss(app: AppContext, acting: ActingPlayer): Promise<BattleStatusDto> {
  return clanAction(app, acting, 'ATTACK_RAID', async ({ tx, player, now, state }) => {
    const { clan } = state;
    if (player.battleId !== null) throw new ApiError('BATTLE_IN_PROGRESS', { battleId: player.battleId });
    const record = raidRecordOf(clan);
    if (clan.raidStartedAt === null) throw clanError('CLAN_RAID_NOT_RUNNING');
    if (raidOver(record, state.nowMs)) throw clanError('CLAN_RAID_OVER');
    const [heroes, bonuses] = await together(
      loadHeroRows(tx, player.id),
      clanBattleBonusesOf(tx, player.id, now),
    );
    if (!heroes) throw new ApiError('UNAUTHORIZED');
    const squad = battleSquadOf(heroes, state.nowMs);
    await settleReadSteps(tx, player.id, heroes.extras.steps, state.nowMs);
    const setup = raidBattleSetup({
      difficulty: clan.raidDifficulty,
      bossHealth: clan.raidBossHealth,
      squad: squad.map((h) => ({ loadout: h.loadout, health: h.health })),
      bonuses,
    });
    if ('error' in setup) throw new Error(`raid battle set-up refused: ${setup.error}`);
    const seed = randomInt(0, 2 ** 32);
    const { row, moves } = await openBattle(tx, {
      playerId: player.id,
      kind: 'MULTI',
      placeId: null,
      setup,
      seed,
      now,
    });
    await tx
      .insert(clanRaidBattles)
      .values({ battleId: row.id, clanId: clan.id, raidStartedAt: clan.raidStartedAt, playerId: player.id });
    return battleStatusOf(row, moves);
  });
}

/** The clan of a raid battle, its row locked (the raid link never changes, so only the clan's row is locked). */
const raidClanLocked = preparedQuery('clan_raid_clan_locked', (db, name) =>
  db
    .select()
    .from(clans)
    .where(
      eq(
        clans.id,
        sql`(select ${clanRaidBattles.clanId} from ${clanRaidBattles} where ${clanRaidBattles.battleId} = ${sql.placeholder('battleId')})`,
      ),
    )
    .for('update')
    .prepare(name),
);

/** What the raid's outcome reads before it applies: the battle's raid link, its clan locked, the fighter's membership. */
interface RaidLocked {
  link: typeof clanRaidBattles.$inferSelect | undefined;
  clan: typeof clans.$inferSelect | undefined;
  membership: Awaited<ReturnType<typeof findMembership>>;
}

/**
 * The raid's part of `battle/complete` for a MULTI battle (in its transaction, the player's row
 * locked), in two steps (`SplitBattleKindOutcome`). `lock`, sent with the battle's settlement: the
 * battle's raid link, the clan's row locked, and the fighter's membership read after it — PostgreSQL
 * runs each statement only once the one before is done, so the membership is read in a snapshot
 * taken after the lock was granted, and a kick or a leave (which take the clan's lock too) is seen.
 * `apply`, on its own before the battle's closing: if the battle's raid is still the clan's running
 * raid its damage — at most the health the boss has left — comes off the shared health and is added
 * to the member's raid damage. Concurrent completions apply one after another under the clan's lock,
 * so the damage recorded always sums to the health taken. The blow that fells the boss shares the
 * pool (`assignRaidRewards`). A battle of a raid already ended (or of a dissolved clan), or of a
 * fighter kicked or gone from the clan before it completes, counts nothing (docs/clans.md, "Raids").
 */
export const raidBattleOutcome: SplitBattleKindOutcome<RaidLocked> = {
  withClosing: false,
  async lock(tx, battle) {
    const [[link], [clan], membership] = await together(
      raidLinkOf(tx, { battleId: battle.id }),
      raidClanLocked(tx, { battleId: battle.id }),
      // The fighter is the battle's player (clan/raid/attack opens the battle and its link for them).
      findMembership(tx, battle.playerId),
    );
    return { link, clan, membership };
  },
  apply: (tx, battle, locked, _won, now) => applyRaidOutcome(tx, battle, locked, now),
};

async function applyRaidOutcome(tx: Tx, battle: BattleRow, locked: RaidLocked, now: Date): Promise<void> {
  const { link, clan, membership } = locked;
  if (!link) throw new Error(`raid battle ${battle.id} has no raid row`);
  if (link.playerId !== battle.playerId)
    throw new Error(`raid battle ${battle.id} belongs to another fighter`);
  if (!clan || clan.raidStartedAt?.getTime() !== link.raidStartedAt.getTime() || clan.raidBossHealth <= 0)
    return;
  if (membership?.clanId !== clan.id) return;
  const counted = Math.min(raidBattleDamage(battle.setup, battle.engineState), clan.raidBossHealth);
  const left = clan.raidBossHealth - counted;
  await together(
    counted > 0 ? bossHealthSet(tx, { clanId: clan.id, health: left }) : Promise.resolve(),
    raidDamageAdded(tx, {
      clanId: clan.id,
      raidStartedAt: link.raidStartedAt.toISOString(),
      playerId: link.playerId,
      damage: counted,
    }),
  );
  if (left > 0) return;
  await logClanEvent(tx, {
    clanId: clan.id,
    event: 'RAID_BOSS_FELL',
    actorId: link.playerId,
    data: { difficulty: clan.raidDifficulty },
    now,
  });
  await assignRaidRewards(tx, {
    clanId: clan.id,
    raidStartedAt: link.raidStartedAt,
    difficulty: clan.raidDifficulty,
    bossFell: true,
    now,
  });
}

/**
 * `clan/raid/reward/take`: every raid reward of the player not taken yet (any clan's: a member who
 * left keeps theirs) is marked taken and credited through the ledger, in one transaction with the
 * player's row locked, so it is credited exactly once. CLAN_RAID_NO_REWARD when there is none.
 */
export function takeRaidReward(app: AppContext, acting: ActingPlayer) {
  return inPlayerTransaction(app.db, acting, async (tx, player) => {
    const now = new Date(app.clock());
    const taken = await tx
      .update(clanRaidDamage)
      .set({ takenAt: now })
      .where(
        and(
          eq(clanRaidDamage.playerId, player.id),
          isNotNull(clanRaidDamage.rewardedAt),
          isNull(clanRaidDamage.takenAt),
        ),
      )
      .returning({
        gold: clanRaidDamage.rewardGold,
        mithril: clanRaidDamage.rewardMithril,
        clanId: clanRaidDamage.clanId,
      });
    if (taken.length === 0) throw clanError('CLAN_RAID_NO_REWARD');
    const reward = { gold: 0, mithril: 0 };
    for (const row of taken) {
      reward.gold += Number(row.gold ?? 0);
      reward.mithril += Number(row.mithril ?? 0);
    }
    const balances = balancesOf(player);
    const reference = `clan-raid:${taken[0]!.clanId}`;
    for (const resource of ['gold', 'mithril'] as const)
      if (reward[resource] > 0)
        balances[resource] = await applyLedger(tx, {
          playerId: player.id,
          resource,
          delta: reward[resource],
          reason: 'clan-raid-reward',
          reference,
          now,
        });
    return { reward, balances, raid: await raidDtoOfPlayer(tx, player.id, now.getTime()) };
  });
}
