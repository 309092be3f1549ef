import getPort from 'get-port';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleStatusDto } from '@rol/protocol/battle-dto';
import { chatSendRoute } from '@rol/protocol/chat-routes';
import type { PlaceDto, RoadPositionDto } from '@rol/protocol/place-dto';
import { BROADCAST_TOPIC, notification, type Notification } from '@rol/protocol/realtime';
import { createDatabase } from '../../src/db/database.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { eventually, stompClient } from '../realtime/stomp-test-kit.ts';
import { guestAt, startNode, stopNode, waitReady, type ServerNode } from '../server-nodes.ts';
import { scratchPostgresDatabase, type ScratchPostgres } from '../test-database.ts';
import { nginxBinary, startNginx, type NginxProxy } from './nginx-proxy.ts';

/**
 * The production recipe of docs/operations.md, whole: nginx (Debian's package) with the repository's
 * site file in front of two server processes on one PostgreSQL (TEST_DATABASE_URL). Chat crosses the
 * nodes through nginx, WebSocket included, and a battle is played with its calls spread over both.
 * In CI nginx must be there (.ci/run installs it); elsewhere the test is skipped without it.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const enabled = adminUrl !== undefined && /^postgres(ql)?:\/\//.test(adminUrl);
const nginx = nginxBinary();
if (enabled && !nginx && process.env.CI)
  throw new Error('nginx is missing: .ci/run installs Debian’s nginx package');

interface Node extends ServerNode {
  metricsPort: number;
}

/** How many requests of `route` a node has answered, from its own Prometheus metrics. */
async function served(node: Node, route: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${node.metricsPort}/metrics`)).text();
  let total = 0;
  for (const line of text.split('\n'))
    if (line.startsWith('http_request_duration_seconds_count{') && line.includes(`route="${route}"`))
      total += Number(line.split(' ').pop());
  return total;
}

async function stompConnections(node: Node): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${node.metricsPort}/metrics`)).text();
  return Number(/^stomp_connections (\d+)$/m.exec(text)?.[1] ?? Number.NaN);
}

describe.skipIf(!enabled || !nginx)('two server nodes behind nginx on one PostgreSQL', () => {
  let scratch: ScratchPostgres | null = null;
  let databaseUrl = '';
  const nodes: Node[] = [];
  let proxy: NginxProxy | null = null;

  const call = async <T>(method: 'GET' | 'POST', path: string, token: string, body?: unknown) => {
    const res = await fetch(`${proxy!.url}${path}`, {
      method,
      headers: {
        authorization: token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  };

  beforeAll(async () => {
    scratch = await scratchPostgresDatabase(adminUrl!, 'rol_nginx_nodes');
    databaseUrl = scratch.url;
    const database = await createDatabase({ databaseUrl, poolMax: 1 });
    await migrateDatabase(database);
    await database.close();
    for (let i = 0; i < 2; i += 1) {
      const metricsPort = await getPort();
      const node = startNode(await getPort(), databaseUrl, {
        TRUST_PROXY: '1',
        METRICS_PORT: String(metricsPort),
        MESSAGE_FLOOD_LIMIT: '100/10',
      });
      nodes.push({ ...node, metricsPort });
    }
    await Promise.all(nodes.map((node) => waitReady(node)));
    proxy = await startNginx(
      nginx!,
      await getPort(),
      nodes.map((node) => node.url.replace('http://', '')),
    );
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(nodes.map((node) => stopNode(node)));
    await scratch?.drop();
  }, 30_000);

  it('carries chat across the nodes: a WebSocket on one hears a message sent through the other', async () => {
    const alice = await guestAt(proxy!.url);
    const bob = await guestAt(proxy!.url);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('UPDATE players SET level = 10 WHERE id = ANY($1)', [[alice.playerId, bob.playerId]]);
    await client.end();

    // Bob's STOMP connection goes through nginx's WebSocket upgrade to one of the nodes.
    const wsUrl = `${proxy!.url.replace('http', 'ws')}/api/websocket`;
    const stomp = stompClient(wsUrl, { JSESSIONID: bob.token });
    await stomp.connected;
    const got: Notification[] = [];
    stomp.client.subscribe(BROADCAST_TOPIC, (frame) => got.push(notification.parse(JSON.parse(frame.body))), {
      receipt: 'subscribed',
    });
    await new Promise<void>((resolve) => stomp.client.watchForReceipt('subscribed', () => resolve()));
    const holders = await Promise.all(nodes.map(stompConnections));
    expect(holders.toSorted()).toEqual([0, 1]);

    // nginx takes turns between the nodes: of four messages, some go through each.
    const texts = ['one', 'two', 'three', 'four'].map((word) => `through nginx ${word}`);
    for (const text of texts) await call('POST', '/api/chat/main/send', alice.token, { text });
    const sends = await Promise.all(nodes.map((node) => served(node, chatSendRoute.path)));
    expect(Math.min(...sends), `sends per node: ${sends.join(', ')}`).toBeGreaterThan(0);
    await eventually(() => got.filter((n) => n.type === 'CHAT_MESSAGE').length === texts.length, 15_000);
    const heard = got.flatMap((n) => (n.type === 'CHAT_MESSAGE' ? [n.message.text] : []));
    expect(heard.toSorted()).toEqual(texts.toSorted());
    await stomp.client.deactivate();
  }, 90_000);

  it('plays a battle whose calls are answered by both nodes', async () => {
    const player = await guestAt(proxy!.url);
    const { places, position } = await call<{ places: PlaceDto[]; position: RoadPositionDto }>(
      'GET',
      '/api/place/v3/ensure?coordFrom=0&coordTo=400',
      player.token,
    );
    const guard = places.find((p) => p.index === 0 && p.stair === position.battleStair);
    expect(guard).toBeDefined();
    if (position.coordinate !== guard!.posY)
      await call('POST', '/api/player/v3/coordinate/set', player.token, {
        coordinate: Math.min(guard!.posY, position.maxCoordinate),
        contextId: position.contextId,
      });
    let status = await call<BattleStatusDto>('POST', '/api/battle/place/attack', player.token, {
      placeId: guard!.id,
    });
    for (let blows = 0; status.battleState === 'IN_PROGRESS' && blows < 300; blows += 1) {
      const alive = status.battle.creatures.filter((c) => c.health > 0);
      const attacker = alive.find(
        (c) => c.team === 0 && !c.acted && !c.effects.some((e) => e.type === 'freeze' && e.movesRemain > 0),
      );
      const defender = alive.find((c) => c.team === 1);
      status =
        attacker && defender
          ? await call<BattleStatusDto>('POST', '/api/battle/v2/hit', player.token, {
              attackerId: attacker.id,
              defenderId: defender.id,
            })
          : await call<BattleStatusDto>('POST', '/api/battle/skip', player.token);
    }
    expect(status.battleState).not.toBe('IN_PROGRESS');
    await call('POST', '/api/battle/complete', player.token);

    const battleRoutes = [
      '/api/battle/place/attack',
      '/api/battle/v2/hit',
      '/api/battle/skip',
      '/api/battle/complete',
    ];
    const perNode = await Promise.all(
      nodes.map(async (node) =>
        (await Promise.all(battleRoutes.map((r) => served(node, r)))).reduce((a, b) => a + b, 0),
      ),
    );
    expect(Math.min(...perNode), `battle calls per node: ${perNode.join(', ')}`).toBeGreaterThan(0);
    // The outcome is one, whichever node is asked.
    const after = await Promise.all(
      nodes.map(async (node) => {
        const res = await fetch(`${node.url}/api/player/info/current`, {
          headers: { authorization: player.token },
        });
        const { player: p } = (await res.json()) as {
          player: { coordinate: number; battleStair: number; bestVictoryStair: number; gold: number };
        };
        return [p.coordinate, p.battleStair, p.bestVictoryStair, p.gold];
      }),
    );
    expect(after[0]).toEqual(after[1]);
  }, 120_000);
});
