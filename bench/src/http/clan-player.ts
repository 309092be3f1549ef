import type { BenchPlayer } from './core-player.ts';
import { GameClient } from './game-client.ts';

/** The calls of a clan round, in the order a round makes them. */
export const CLAN_CALLS = [
  'clan/get/my',
  'clan/participant/list/mine',
  'clan/donate',
  'clan/building/list',
  'clan/raid/get',
  'clan/raid/attack',
  'battle/v2/giveUpBattle',
  'battle/complete',
  'clan/rating',
  'clan/log',
] as const;

/** Joining a clan opens at level 15 (§9). */
export const CLAN_PLAYER_LEVEL = 15;
/** Players per clan in the round (the leader and nine members; the limit is 20). */
export const CLAN_SIZE = 10;

const ok = (status: number, what: string) => {
  if (status !== 200) throw new Error(`clan bench set-up: ${what} answered ${status}`);
};

/**
 * Readies the round's players as the game would (all through the API, after their level and
 * resources are set by the caller): clans of CLAN_SIZE — the first player of each group founds one
 * and invites the others, who accept — then each leader donates gold and starts an EASY raid, so
 * the round's members can attack the boss. Answers each player's clan id.
 */
export async function formClans(origin: string, players: readonly BenchPlayer[]): Promise<Map<number, number>> {
  const client = new GameClient(origin, 8);
  const clanOf = new Map<number, number>();
  try {
    const groups: BenchPlayer[][] = [];
    for (let i = 0; i < players.length; i += CLAN_SIZE) groups.push(players.slice(i, i + CLAN_SIZE));
    await Promise.all(
      groups.map(async ([leader, ...members]) => {
        if (!leader) return;
        const created = await client.call<{ id: number }>('setup', 'POST', '/api/clan/create', leader.token, {
          name: `Bench ${leader.playerId}`,
        });
        ok(created.status, 'clan/create');
        const clanId = created.body.id;
        clanOf.set(leader.playerId, clanId);
        for (const member of members) {
          ok((await client.call('setup', 'POST', '/api/clan/invite', leader.token, { playerId: member.playerId })).status, 'clan/invite');
          ok((await client.call('setup', 'POST', '/api/clan/invitation/accept', member.token, { clanId })).status, 'clan/invitation/accept');
          clanOf.set(member.playerId, clanId);
        }
        ok((await client.call('setup', 'POST', '/api/clan/donate', leader.token, { type: 'GOLD', amount: 100_000 })).status, 'clan/donate');
        ok((await client.call('setup', 'POST', '/api/clan/raid/start', leader.token)).status, 'clan/raid/start');
      }),
    );
  } finally {
    await client.close();
  }
  return clanOf;
}

/**
 * One round of a clan member at player pace: the clan page and its members, a small gold donation
 * (through both ledgers), the buildings, the raid, an attack on the raid boss given up at once and
 * completed (the MULTI battle's outcome takes the clan's row lock, as a real completion does), the
 * clan rating and the history's first page. Returns false when a call failed.
 */
export function clanRound(clanOf: ReadonlyMap<number, number>) {
  return async (client: GameClient, player: BenchPlayer): Promise<boolean> => {
    const { token } = player;
    const clanId = clanOf.get(player.playerId);
    if (clanId === undefined) return false;
    const steps: [string, 'GET' | 'POST', string, unknown?][] = [
      ['clan/get/my', 'POST', '/api/clan/get/my', {}],
      ['clan/participant/list/mine', 'GET', '/api/clan/participant/list/mine'],
      ['clan/donate', 'POST', '/api/clan/donate', { type: 'GOLD', amount: 10 }],
      ['clan/building/list', 'GET', '/api/clan/building/list'],
      ['clan/raid/get', 'GET', '/api/clan/raid/get'],
      ['clan/raid/attack', 'POST', '/api/clan/raid/attack', {}],
      ['battle/v2/giveUpBattle', 'POST', '/api/battle/v2/giveUpBattle', {}],
      ['battle/complete', 'POST', '/api/battle/complete', {}],
      ['clan/rating', 'GET', '/api/clan/rating'],
      ['clan/log', 'GET', `/api/clan/${clanId}/log?page=0`],
    ];
    for (const [name, method, path, body] of steps) {
      const answer = await client.call(name, method, path, token, body);
      if (answer.status !== 200) return false;
    }
    return true;
  };
}
