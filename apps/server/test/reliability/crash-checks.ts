import { asc, inArray, max } from 'drizzle-orm';
import type { PlaceDto } from '@rol/protocol/place-dto';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import { placeById } from '@rol/rules/road/places-in-range';
import type { Db } from '../../src/db/database.ts';
import { battles } from '../../src/db/schema/battles.ts';
import { ledger } from '../../src/db/schema/ledger.ts';
import { mailDialogs } from '../../src/db/schema/mail-dialogs.ts';
import { mailMessages } from '../../src/db/schema/mail-messages.ts';
import { playerPlaces } from '../../src/db/schema/player-places.ts';
import { players } from '../../src/db/schema/players.ts';
import { RESOURCE_OF_KIND } from '../../src/ledger/balances.ts';
import { RESOURCES } from '../../src/ledger/resources.ts';
import { ledgerMismatches } from '../ledger-check.ts';
import { call, type PlayerJournal, type Write } from './crash-load.ts';

/**
 * What the crash test checks after the restart. Each check lists problems (empty: none) so a failure
 * names every lost or half-applied write at once. "Allowed" values account for the one request each
 * player had in flight when the server died: it may have committed or not — but wholly.
 */

function coordinatesAllowed(j: PlayerJournal): number[] {
  const inFlight = j.inFlight;
  return inFlight?.kind === 'move' ? [j.position.coordinate, inFlight.coordinate] : [j.position.coordinate];
}

const changesBalances = (w: Write | null) => w?.kind === 'take' || w?.kind === 'complete';

/** Through the restarted server's API: sessions, positions, balances, levels, taken and defeated places. */
export async function apiProblems(url: string, journals: PlayerJournal[]): Promise<string[]> {
  const problems: string[] = [];
  for (const j of journals) {
    const who = `player ${j.player.playerId}`;
    const info = await call<PlayerInfoDto>(url, 'GET', '/api/player/info/current', j.player.token);
    if (info.status !== 200) {
      problems.push(`${who}: player/info/current ${info.status} after the restart (session lost?)`);
      continue;
    }
    const p = info.body.player;
    if (!coordinatesAllowed(j).includes(p.coordinate))
      problems.push(`${who}: coordinate ${p.coordinate}, acknowledged ${coordinatesAllowed(j).join(' or ')}`);
    if (!changesBalances(j.inFlight))
      for (const [resource, value] of Object.entries(j.balances))
        if (p[resource as keyof typeof j.balances] !== value)
          problems.push(
            `${who}: ${resource} ${p[resource as keyof typeof j.balances]}, acknowledged ${value}`,
          );
    if (j.inFlight?.kind !== 'complete' && (p.level !== j.level || p.currentExp !== j.currentExp))
      problems.push(`${who}: level ${p.level}/${p.currentExp} exp, acknowledged ${j.level}/${j.currentExp}`);

    const coordTo = Math.max(p.maxCoordinate, j.position.maxCoordinate) + 100;
    const ensured = await call<{ places: PlaceDto[] }>(
      url,
      'GET',
      `/api/place/v3/ensure?coordFrom=0&coordTo=${coordTo}`,
      j.player.token,
    );
    if (ensured.status !== 200) {
      problems.push(`${who}: place/v3/ensure ${ensured.status} after the restart`);
      continue;
    }
    const places = new Map(ensured.body.places.map((place) => [place.id, place]));
    for (const placeId of j.takes.keys())
      if (!places.get(placeId)?.taken)
        problems.push(`${who}: acknowledged take of place ${placeId} is not taken`);
    for (const [battleId, battle] of j.battles) {
      if (!battle.result) continue;
      const place = places.get(battle.placeId);
      if (battle.result.won && !place?.defeated)
        problems.push(`${who}: battle ${battleId} acknowledged won, guard ${battle.placeId} not defeated`);
      if (!battle.result.won && !place?.battleLost && !place?.defeated)
        problems.push(
          `${who}: battle ${battleId} acknowledged lost, place ${battle.placeId} not battle-lost`,
        );
    }
  }
  return problems;
}

export interface DatabaseCounts {
  players: number;
  ledgerRows: number;
  takes: number;
  battles: number;
  settledBattles: number;
  blows: number;
  mails: number;
}

/**
 * Straight from the database (the server stopped): every acknowledged write is there, nothing beyond
 * the in-flight requests is, every ledger sums to its balances with a consistent balance_after chain,
 * and no action is half applied (a taken place without its credit or the reverse, a settled battle
 * without its reward, place state or cleared battle_id, a defeated guard without a won battle).
 */
/** The mail list's row of each dialog points at the dialog's newest message (written in the same transaction). */
async function mailDialogProblems(db: Db, dialogs: string[]): Promise<string[]> {
  if (dialogs.length === 0) return [];
  const newest = await db
    .select({ dialog: mailMessages.dialog, id: max(mailMessages.id) })
    .from(mailMessages)
    .where(inArray(mailMessages.dialog, dialogs))
    .groupBy(mailMessages.dialog);
  const summary = await db.select().from(mailDialogs).where(inArray(mailDialogs.dialog, dialogs));
  return newest.flatMap(({ dialog, id }) => {
    const row = summary.find((d) => d.dialog === dialog);
    return row?.lastMessageId === id
      ? []
      : [
          `mail dialog ${dialog}: its list row points at ${row?.lastMessageId ?? 'nothing'}, its newest message is ${id}`,
        ];
  });
}

export async function databaseProblems(
  db: Db,
  journals: PlayerJournal[],
  worldSeed: number,
): Promise<{ problems: string[]; counts: DatabaseCounts }> {
  const problems: string[] = (await ledgerMismatches(db)).map((m) => `ledger: ${m}`);
  const ids = journals.map((j) => j.player.playerId);
  const playerRows = await db.select().from(players).where(inArray(players.id, ids));
  const ledgerRows = await db
    .select()
    .from(ledger)
    .where(inArray(ledger.playerId, ids))
    .orderBy(asc(ledger.id));
  const placeRows = await db.select().from(playerPlaces).where(inArray(playerPlaces.playerId, ids));
  const battleRows = await db.select().from(battles).where(inArray(battles.playerId, ids));
  const mailRows = await db.select().from(mailMessages).where(inArray(mailMessages.fromId, ids));
  problems.push(...(await mailDialogProblems(db, [...new Set(mailRows.map((m) => m.dialog))])));

  const running = new Map<string, number>();
  for (const row of ledgerRows) {
    const key = `${row.playerId}:${row.resource}`;
    const after = (running.get(key) ?? 0) + row.delta;
    running.set(key, after);
    if (row.balanceAfter !== after)
      problems.push(
        `ledger row ${row.id} (${key}, ${row.reason}): balance_after ${row.balanceAfter}, running sum ${after}`,
      );
  }

  for (const j of journals) {
    const id = j.player.playerId;
    const who = `player ${id}`;
    const inFlight = j.inFlight;
    // Writes whose answer never came, at this crash or an earlier one: each may or may not be stored.
    const unanswered = [...j.unanswered, ...(inFlight ? [inFlight] : [])];
    const wasInFlight = (match: (write: Write) => boolean) => unanswered.some(match);
    const player = playerRows.find((r) => r.id === id);
    if (!player) {
      problems.push(`${who}: missing`);
      continue;
    }
    const rows = ledgerRows.filter((r) => r.playerId === id);
    const byReference = (reference: string) => rows.filter((r) => r.reference === reference);
    const places = new Map(placeRows.filter((r) => r.playerId === id).map((r) => [r.placeId, r]));

    // Taken places and their credits, one for one.
    const taken = [...places.values()].filter((r) => r.takenAt !== null).map((r) => r.placeId);
    for (const placeId of taken) {
      const place = placeById(worldSeed, placeId);
      if (place?.payload.type !== 'RESOURCE') {
        problems.push(`${who}: place ${placeId} taken but it is not a resource`);
        continue;
      }
      const credits = byReference(`place:${placeId}`);
      const resource = RESOURCE_OF_KIND[place.payload.resource];
      if (
        credits.length !== 1 ||
        credits[0]?.reason !== 'road-resource' ||
        credits[0].delta !== place.payload.amount ||
        credits[0].resource !== resource
      )
        problems.push(
          `${who}: place ${placeId} taken with ${credits.length} credits (${JSON.stringify(credits.map((c) => [c.reason, c.resource, c.delta]))}), expected ${resource} +${place.payload.amount}`,
        );
    }
    for (const row of rows.filter((r) => r.reason === 'road-resource')) {
      const placeId = Number(row.reference?.replace('place:', ''));
      if (!places.get(placeId)?.takenAt)
        problems.push(`${who}: ledger row ${row.id} credits place ${placeId}, which is not taken`);
    }
    for (const placeId of j.takes.keys())
      if (!taken.includes(placeId)) problems.push(`${who}: acknowledged take of place ${placeId} lost`);
    for (const placeId of taken)
      if (!j.takes.has(placeId) && !wasInFlight((w) => w.kind === 'take' && w.placeId === placeId))
        problems.push(`${who}: place ${placeId} taken but never acknowledged nor in flight`);

    // Battles: acknowledged ones present with every acknowledged blow; settled ones settled wholly.
    const own = battleRows.filter((b) => b.playerId === id);
    for (const [battleId, acked] of j.battles) {
      const row = own.find((b) => b.id === battleId);
      if (!row) {
        problems.push(`${who}: acknowledged battle ${battleId} lost`);
        continue;
      }
      const extra = unanswered.filter((w) => w.kind === 'hit' && w.battleId === battleId).length;
      if (row.actions.length < acked.blows || row.actions.length > acked.blows + extra)
        problems.push(
          `${who}: battle ${battleId} has ${row.actions.length} actions, ${acked.blows} acknowledged (+${extra} in flight)`,
        );
      if (acked.result && row.settledAt === null)
        problems.push(`${who}: battle ${battleId} acknowledged complete, not settled`);
      if (acked.result && (row.winnerTeam === 0) !== acked.result.won)
        problems.push(
          `${who}: battle ${battleId} acknowledged ${acked.result.won ? 'won' : 'lost'}, stored winner ${row.winnerTeam}`,
        );
    }
    for (const row of own) {
      if (!j.battles.has(row.id) && !wasInFlight((w) => w.kind === 'attack' && w.placeId === row.placeId))
        problems.push(`${who}: battle ${row.id} exists but was never acknowledged nor in flight`);
      const result = j.battles.get(row.id)?.result ?? null;
      const charges = byReference(`battle:${row.id}`);
      if (row.settledAt === null) {
        if (result) continue; // reported above: acknowledged complete, not settled
        if (charges.length > 0)
          problems.push(`${who}: unsettled battle ${row.id} has ${charges.length} ledger rows`);
        if (player.battleId !== row.id)
          problems.push(`${who}: unsettled battle ${row.id}, but battle_id is ${player.battleId}`);
        continue;
      }
      if (!result && !wasInFlight((w) => w.kind === 'complete' && w.battleId === row.id))
        problems.push(
          `${who}: battle ${row.id} settled but its complete was never acknowledged nor in flight`,
        );
      const won = row.winnerTeam === 0;
      const place = row.placeId === null ? undefined : places.get(row.placeId);
      const { winnerReward, looserPenalty } = row.engineState.rewards;
      // Gold is what a battle settles in the ledger today; other rows (items later) are left to their own tests.
      const gold = charges.filter((c) => c.resource === 'gold');
      if (won) {
        const expected = winnerReward.gold > 0 ? [['battle-win', winnerReward.gold]] : [];
        const actual = gold.map((c) => [c.reason, c.delta]);
        if (JSON.stringify(actual) !== JSON.stringify(expected))
          problems.push(
            `${who}: won battle ${row.id} ledger ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
          );
        if (result && result.reward.gold !== winnerReward.gold)
          problems.push(
            `${who}: won battle ${row.id} acknowledged ${result.reward.gold} gold, reward ${winnerReward.gold}`,
          );
        if (!place?.defeated)
          problems.push(`${who}: won battle ${row.id} settled, guard ${row.placeId} not defeated`);
      } else {
        const paid = -gold.reduce((sum, c) => sum + c.delta, 0);
        if (gold.length > 1 || gold.some((c) => c.reason !== 'battle-loss') || paid > looserPenalty.gold)
          problems.push(
            `${who}: lost battle ${row.id} ledger ${JSON.stringify(gold.map((c) => [c.reason, c.delta]))}`,
          );
        if (result && result.penalty.gold !== paid)
          problems.push(
            `${who}: lost battle ${row.id} acknowledged penalty ${result.penalty.gold}, ledger ${paid}`,
          );
        if (!place?.battleLost && !place?.defeated)
          problems.push(`${who}: lost battle ${row.id} settled, place ${row.placeId} not battle-lost`);
      }
    }
    if (player.battleId !== null && !own.some((b) => b.id === player.battleId && b.settledAt === null))
      problems.push(`${who}: battle_id ${player.battleId} is not an unsettled battle of theirs`);
    for (const place of places.values()) {
      const fought = own.filter((b) => b.placeId === place.placeId && b.settledAt !== null);
      if (place.defeated && !fought.some((b) => b.winnerTeam === 0))
        problems.push(`${who}: guard ${place.placeId} defeated without a settled won battle`);
      if (place.battleLost && !fought.some((b) => b.winnerTeam !== 0))
        problems.push(`${who}: place ${place.placeId} battle-lost without a settled lost battle`);
    }

    // Mail: every acknowledged message, nothing else but the one in flight.
    const sent = mailRows.filter((m) => m.fromId === id);
    for (const mail of j.mails) {
      const row = sent.find((m) => m.id === mail.id);
      if (!row || row.toId !== mail.to || row.text !== mail.text)
        problems.push(`${who}: acknowledged mail ${mail.id} ${row ? 'changed' : 'lost'}`);
    }
    for (const row of sent)
      if (!j.mails.some((m) => m.id === row.id) && !wasInFlight((w) => w.kind === 'mail' && w.text === row.text))
        problems.push(`${who}: mail ${row.id} stored but never acknowledged nor in flight`);

    // The player's row: where they stand, their balances and level as last acknowledged (plus the in-flight write).
    if (!coordinatesAllowed(j).includes(player.coordinate))
      problems.push(
        `${who}: stored coordinate ${player.coordinate}, acknowledged ${coordinatesAllowed(j).join(' or ')}`,
      );
    const inFlightReference =
      inFlight?.kind === 'take'
        ? `place:${inFlight.placeId}`
        : inFlight?.kind === 'complete'
          ? `battle:${inFlight.battleId}`
          : null;
    for (const resource of RESOURCES) {
      const pending = inFlightReference
        ? byReference(inFlightReference)
            .filter((r) => r.resource === resource)
            .reduce((s, r) => s + r.delta, 0)
        : 0;
      const acknowledged = j.balances[resource as keyof typeof j.balances];
      if (acknowledged !== undefined && player[resource] !== acknowledged + pending)
        problems.push(
          `${who}: stored ${resource} ${player[resource]}, acknowledged ${acknowledged}${pending ? ` + ${pending} in flight` : ''}`,
        );
    }
    if (inFlight?.kind !== 'complete' && (player.level !== j.level || player.currentExp !== j.currentExp))
      problems.push(
        `${who}: stored level ${player.level}/${player.currentExp} exp, acknowledged ${j.level}/${j.currentExp}`,
      );
  }

  return {
    problems,
    counts: {
      players: playerRows.length,
      ledgerRows: ledgerRows.length,
      takes: placeRows.filter((r) => r.takenAt !== null).length,
      battles: battleRows.length,
      settledBattles: battleRows.filter((b) => b.settledAt !== null).length,
      blows: battleRows.reduce((s, b) => s + b.actions.length, 0),
      mails: mailRows.length,
    },
  };
}
