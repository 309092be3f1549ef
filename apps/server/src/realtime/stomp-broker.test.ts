import type { Client, IMessage } from '@stomp/stompjs';
import { BROADCAST_TOPIC, clanTopic, personalTopic } from '@rol/protocol/realtime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closePlayerEverywhere, updatePlayerEverywhere } from './realtime-bus.ts';
import { PLAYERS, type TestNode, eventually, startTestNode, stompClient } from '../../test/realtime/stomp-test-kit.ts';

let node: TestNode;
const clients: Client[] = [];

beforeEach(async () => {
  node = await startTestNode();
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.deactivate()));
  await node.close();
});

function open(headers: Record<string, string>, url = node.url) {
  const opened = stompClient(url, headers);
  clients.push(opened.client);
  return opened;
}

/** Subscribes and resolves once the broker confirmed it with a RECEIPT. */
function subscribe(client: Client, destination: string, received: IMessage[]): Promise<void> {
  const receipt = `r-${destination}`;
  return new Promise((resolve) => {
    client.watchForReceipt(receipt, () => resolve());
    client.subscribe(destination, (message) => received.push(message), { receipt });
  });
}

describe('STOMP broker with a real @stomp/stompjs client', () => {
  it('connects with a session and answers CONNECTED 1.2 with heart-beat and server headers', async () => {
    const { connected } = open({ JSESSIONID: PLAYERS.alice.token });
    const frame = await connected;
    expect(frame.headers['version']).toBe('1.2');
    expect(frame.headers['heart-beat']).toBe('10000,10000');
    expect(frame.headers['server']).toMatch(/^RoadOfLegends\//);
    expect(node.broker.connectionCount()).toBe(1);
  });

  it('takes the session from the query parameter or the STOMP Authorization header', async () => {
    await open({}, `${node.url}?JSESSIONID=${PLAYERS.bob.token}`).connected;
    await open({ Authorization: `Bearer ${PLAYERS.carol.token}` }).connected;
    expect(node.broker.connectionCount()).toBe(2);
  });

  it('refuses a connection without a session with an ERROR frame and closes it', async () => {
    const { connected, errors, closed } = open({});
    await expect(connected).rejects.toThrow(/Not authenticated/);
    await closed;
    expect(errors[0]?.headers['error-code']).toBe('NOT_AUTHENTICATED');
    await eventually(() => node.broker.connectionCount() === 0);
  });

  it('delivers a publish on the own personal, the own clan and the broadcast topics', async () => {
    const { client, connected } = open({ JSESSIONID: PLAYERS.alice.token });
    await connected;
    const received: IMessage[] = [];
    await subscribe(client, personalTopic('uuid-alice'), received);
    await subscribe(client, clanTopic(10), received);
    await subscribe(client, BROADCAST_TOPIC, received);
    const mail = { type: 'MAIL_MESSAGE', message: { id: 1, text: 'привет' } };
    await node.bus.publish(personalTopic('uuid-alice'), mail);
    await node.bus.publish(clanTopic(10), { type: 'CHAT_MESSAGE_DELETE', room: 'clan', messageId: 5 });
    await node.bus.publish(BROADCAST_TOPIC, { n: 3 });
    await eventually(() => received.length === 3);
    expect(JSON.parse(received[0]?.body ?? '')).toEqual(mail);
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(received[0]?.headers['destination']).toBe(personalTopic('uuid-alice'));
    expect(received.map((m) => m.headers['message-id'])).toHaveLength(3);
    expect(new Set(received.map((m) => m.headers['message-id'])).size).toBe(3);
  });

  it("refuses another player's personal topic with an ERROR frame", async () => {
    const { client, connected, errors, closed } = open({ JSESSIONID: PLAYERS.alice.token });
    await connected;
    client.subscribe(personalTopic('uuid-bob'), () => {});
    await closed;
    expect(errors[0]?.headers['message']).toBe('Forbidden destination');
    expect(errors[0]?.headers['error-code']).toBe('FORBIDDEN_DESTINATION');
  });

  it("refuses another clan's topic and a clan topic for a clanless player", async () => {
    const alice = open({ JSESSIONID: PLAYERS.alice.token });
    const carol = open({ JSESSIONID: PLAYERS.carol.token });
    await Promise.all([alice.connected, carol.connected]);
    alice.client.subscribe(clanTopic(20), () => {});
    carol.client.subscribe(clanTopic(10), () => {});
    await Promise.all([alice.closed, carol.closed]);
    expect([alice.errors[0]?.headers['error-code'], carol.errors[0]?.headers['error-code']]).toEqual([
      'FORBIDDEN_DESTINATION',
      'FORBIDDEN_DESTINATION',
    ]);
  });

  it('refuses SEND: players talk over HTTP', async () => {
    const { client, connected, errors, closed } = open({ JSESSIONID: PLAYERS.alice.token });
    await connected;
    client.publish({ destination: BROADCAST_TOPIC, body: 'hi' });
    await closed;
    expect(errors[0]?.headers['message']).toBe('SEND is not accepted');
  });

  it('stops delivering after UNSUBSCRIBE', async () => {
    const { client, connected } = open({ JSESSIONID: PLAYERS.alice.token });
    await connected;
    const received: IMessage[] = [];
    const first = new Promise<void>((resolve) => client.watchForReceipt('sub', () => resolve()));
    const subscription = client.subscribe(BROADCAST_TOPIC, (m) => received.push(m), { receipt: 'sub' });
    await first;
    const second = new Promise<void>((resolve) => client.watchForReceipt('unsub', () => resolve()));
    subscription.unsubscribe({ receipt: 'unsub' });
    await second;
    expect(node.broker.publish(BROADCAST_TOPIC, '{}')).toBe(0);
  });

  it('answers DISCONNECT with its receipt and closes the socket', async () => {
    const { client, connected, closed } = open({ JSESSIONID: PLAYERS.alice.token });
    await connected;
    await client.deactivate();
    await closed;
    await eventually(() => node.broker.connectionCount() === 0);
  });

  it('closeForPlayer closes only that player, also when asked over the bus', async () => {
    const alice = open({ JSESSIONID: PLAYERS.alice.token });
    const bob = open({ JSESSIONID: PLAYERS.bob.token });
    const bobAgain = open({ JSESSIONID: PLAYERS.bob.token });
    await Promise.all([alice.connected, bob.connected, bobAgain.connected]);
    expect(node.broker.closeForPlayer(PLAYERS.bob.principal.playerId, 'banned')).toBe(2);
    await Promise.all([bob.closed, bobAgain.closed]);
    expect(bob.errors[0]?.headers['error-code']).toBe('SESSION_CLOSED');
    await eventually(() => node.broker.connectionCount() === 1);
    await closePlayerEverywhere(node.bus, {
      playerId: PLAYERS.alice.principal.playerId,
      reason: 'logged-out',
    });
    await alice.closed;
    await eventually(() => node.broker.connectionCount() === 0);
  });

  it('closeForPlayer can keep one session open (a password change closes only the others)', async () => {
    const desk = open({ JSESSIONID: PLAYERS.dave.token });
    const deskAgain = open({ JSESSIONID: PLAYERS.dave.token });
    const phone = open({ JSESSIONID: PLAYERS.davePhone.token });
    await Promise.all([desk.connected, deskAgain.connected, phone.connected]);
    await closePlayerEverywhere(node.bus, {
      playerId: PLAYERS.dave.principal.playerId,
      reason: 'session-closed',
      keepSessionKey: PLAYERS.dave.principal.sessionKey,
    });
    await phone.closed;
    expect(phone.errors[0]?.headers['error-code']).toBe('SESSION_CLOSED');
    await eventually(() => node.broker.connectionCount() === 2);
    expect(node.broker.closeForPlayer(PLAYERS.dave.principal.playerId, 'logged-out')).toBe(2);
    await Promise.all([desk.closed, deskAgain.closed]);
    await eventually(() => node.broker.connectionCount() === 0);
  });

  it('drops a clan subscription when the player leaves the clan, and allows the new clan', async () => {
    const { client, connected } = open({ JSESSIONID: PLAYERS.alice.token });
    await connected;
    const received: IMessage[] = [];
    await subscribe(client, clanTopic(10), received);
    await subscribe(client, BROADCAST_TOPIC, received);
    await updatePlayerEverywhere(node.bus, { playerId: PLAYERS.alice.principal.playerId, clanId: 11 });
    expect(node.broker.publish(clanTopic(10), '{}')).toBe(0);
    expect(node.broker.publish(BROADCAST_TOPIC, '{}')).toBe(1);
    await subscribe(client, clanTopic(11), received);
    expect(node.broker.publish(clanTopic(11), '{}')).toBe(1);
    expect(node.broker.updatePrincipal(PLAYERS.alice.principal.playerId, { clanId: null })).toBe(1);
  });
});
