import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_TOPIC, notification, personalTopic, type Notification } from '@rol/protocol/realtime';
import { eventually, stompClient } from '../realtime/stomp-test-kit.ts';
import { guestAt, postJson, startTwoNodes, type ServerNode, type TwoNodes } from '../server-nodes.ts';

/**
 * Two real server processes on one PostgreSQL. A chat message (and mail) sent through
 * node A reaches a @stomp/stompjs subscriber on node B through LISTEN/NOTIFY. On the tests' PostgreSQL (TEST_DATABASE_URL, set by the global set-up).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const enabled = adminUrl !== undefined && /^postgres(ql)?:\/\//.test(adminUrl);

type Node = ServerNode;
const guestOn = (node: Node) => guestAt(node.url);
const post = (node: Node, path: string, token: string, body: unknown) => postJson(node.url, path, body, token);

describe.skipIf(!enabled)('two server nodes on one PostgreSQL', () => {
  let nodes: TwoNodes | undefined;
  let databaseUrl = '';
  let a: Node;
  let b: Node;

  beforeAll(async () => {
    nodes = await startTwoNodes(adminUrl!, 'rol_two_nodes');
    ({ a, b, databaseUrl } = nodes);
  }, 120_000);

  afterAll(async () => {
    await nodes?.stop();
  }, 30_000);

  it('a chat message and a mail sent through node A reach a subscriber on node B', async () => {
    const alice = await guestOn(a);
    const bob = await guestOn(b);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('UPDATE players SET level = 10 WHERE id = ANY($1)', [[alice.playerId, bob.playerId]]);
    const { rows } = await client.query<{ client_uuid: string }>(
      'SELECT client_uuid FROM players WHERE id = $1',
      [bob.playerId],
    );
    await client.end();

    const stomp = stompClient(`${b.url.replace('http', 'ws')}/api/websocket`, { JSESSIONID: bob.token });
    await stomp.connected;
    const got: Notification[] = [];
    stomp.client.subscribe(BROADCAST_TOPIC, (frame) => got.push(notification.parse(JSON.parse(frame.body))));
    stomp.client.subscribe(
      personalTopic(rows[0]!.client_uuid),
      (frame) => got.push(notification.parse(JSON.parse(frame.body))),
      {
        receipt: 'subscribed',
      },
    );
    await new Promise<void>((resolve) => stomp.client.watchForReceipt('subscribed', () => resolve()));

    const chat = await post(a, '/api/chat/main/send', alice.token, { text: 'across nodes' });
    expect(chat.status, await chat.clone().text()).toBe(200);
    await eventually(() => got.some((n) => n.type === 'CHAT_MESSAGE'), 10_000);
    expect(got.find((n) => n.type === 'CHAT_MESSAGE')).toMatchObject({
      room: 'main',
      message: { text: 'across nodes', authorId: alice.playerId },
    });

    const mail = await post(a, `/api/mail/dialog/${bob.playerId}/send`, alice.token, { text: 'a letter' });
    expect(mail.status).toBe(200);
    await eventually(() => got.some((n) => n.type === 'MAIL_MESSAGE'), 10_000);
    expect(got.find((n) => n.type === 'MAIL_MESSAGE')).toMatchObject({
      message: { text: 'a letter', fromId: alice.playerId },
    });
    await stomp.client.deactivate();
  }, 60_000);
});
