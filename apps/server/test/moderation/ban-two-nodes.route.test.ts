import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stompClient } from '../realtime/stomp-test-kit.ts';
import { postJson, signUpAt, startTwoNodes, type ServerNode, type TwoNodes } from '../server-nodes.ts';

/**
 * Two real server processes on one PostgreSQL: a moderator's ban through node A closes the banned
 * player's sockets on node A and node B at once (through LISTEN/NOTIFY, well before the 30 s sweep).
 * On the tests' PostgreSQL (TEST_DATABASE_URL, set by the global set-up).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const enabled = adminUrl !== undefined && /^postgres(ql)?:\/\//.test(adminUrl);

describe.skipIf(!enabled)('a ban on two server nodes', () => {
  let nodes: TwoNodes | undefined;
  let a: ServerNode;
  let b: ServerNode;

  beforeAll(async () => {
    nodes = await startTwoNodes(adminUrl!, 'rol_ban_nodes');
    ({ a, b } = nodes);
  }, 180_000);

  afterAll(async () => {
    await nodes?.stop();
  }, 30_000);

  it('closes the banned player’s sockets on both nodes at once, and keeps the others', async () => {
    const mod = await signUpAt(a.url, '/api/security/register', {
      name: 'Node_Warden',
      password: 'secret-123',
      agreement: true,
      cookies: true,
    });
    const banned = await signUpAt(a.url, '/api/security/registerTrial', {
      characterAndCompanion: 'knight:male:wolf',
      lang: 'en',
    });
    const other = await signUpAt(b.url, '/api/security/registerTrial', {
      characterAndCompanion: 'knight:male:wolf',
      lang: 'en',
    });
    const client = new pg.Client({ connectionString: nodes!.databaseUrl });
    await client.connect();
    await client.query(`UPDATE players SET access_level = 'MODERATOR' WHERE id = $1`, [mod.playerId]);
    await client.end();

    const ws = (node: ServerNode) => `${node.url.replace('http', 'ws')}/api/websocket`;
    const onA = stompClient(ws(a), { JSESSIONID: banned.token });
    const onB = stompClient(ws(b), { JSESSIONID: banned.token });
    const bystander = stompClient(ws(b), { JSESSIONID: other.token });
    await Promise.all([onA.connected, onB.connected, bystander.connected]);

    const started = Date.now();
    const res = await postJson(
      a.url,
      `/api/tech/player/${banned.playerId}/ban`,
      { scope: 'GAME', reason: 'FLOOD', duration: '1h' },
      mod.token,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    await Promise.all([onA.closed, onB.closed]);
    // Well within the 30 s sweep: the bus carried the command to both nodes.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(onA.errors[0]?.headers['error-code']).toBe('SESSION_CLOSED');
    expect(onB.errors[0]?.headers['error-code']).toBe('SESSION_CLOSED');
    expect(bystander.client.connected).toBe(true);

    const again = stompClient(ws(b), { JSESSIONID: banned.token });
    await expect(again.connected).rejects.toThrow(/closed before CONNECTED/);
    await bystander.client.deactivate();
  }, 60_000);
});
