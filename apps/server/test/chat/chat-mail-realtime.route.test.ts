import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_TOPIC, notification, personalTopic, type Notification } from '@rol/protocol/realtime';
import { eventually, stompClient } from '../realtime/stomp-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { chatter, type Chatter } from './chatters.ts';

/** The whole app listening, real @stomp/stompjs clients: chat and mail notifications end to end. */
let t: TestApp;
let wsUrl = '';
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/websocket`;
});
afterAll(() => t.close());

interface Listener {
  who: Chatter;
  got: { destination: string; body: Notification }[];
  stomp: ReturnType<typeof stompClient>;
}

async function listen(who: Chatter): Promise<Listener> {
  const { clientUuid } = (await t.get('/api/player/info/current', { token: who.token })).json<{
    clientUuid: string;
  }>();
  const stomp = stompClient(wsUrl, { JSESSIONID: who.token });
  await stomp.connected;
  const got: Listener['got'] = [];
  for (const topic of [BROADCAST_TOPIC, personalTopic(clientUuid)])
    stomp.client.subscribe(
      topic,
      (frame) =>
        got.push({
          destination: frame.headers.destination ?? '',
          body: notification.parse(JSON.parse(frame.body)),
        }),
      { receipt: `sub-${topic}` },
    );
  // Wait for the SUBSCRIBEs to land: a RECEIPT for the last one.
  await new Promise<void>((resolve) =>
    stomp.client.watchForReceipt(`sub-${personalTopic(clientUuid)}`, () => resolve()),
  );
  return { who, got, stomp };
}

describe('chat and mail notifications over STOMP', () => {
  let alice: Listener;
  let bob: Listener;
  beforeAll(async () => {
    alice = await listen(await chatter(t));
    bob = await listen(await chatter(t));
  });
  afterAll(async () => {
    await alice.stomp.client.deactivate();
    await bob.stomp.client.deactivate();
  });

  it('CHAT_MESSAGE for main on /topic/broadcast, to everyone', async () => {
    const sent = (
      await t.post('/api/chat/main/send', { text: 'hello world' }, { token: alice.who.token })
    ).json<{ id: number }>();
    await eventually(() => bob.got.length > 0 && alice.got.length > 0);
    for (const listener of [alice, bob])
      expect(listener.got.shift()).toEqual({
        destination: BROADCAST_TOPIC,
        body: {
          type: 'CHAT_MESSAGE',
          room: 'main',
          message: expect.objectContaining({
            id: sent.id,
            text: 'hello world',
            authorId: alice.who.playerId,
          }),
        },
      });
  });

  it('CHAT_MESSAGE and CHAT_MESSAGE_DELETE for a private room on both personal topics, named from each side', async () => {
    const res = await t.post(
      `/api/chat/private-${bob.who.playerId}/send`,
      { text: 'psst' },
      { token: alice.who.token },
    );
    const { id } = res.json<{ id: number }>();
    await eventually(() => bob.got.length > 0 && alice.got.length > 0);
    expect(bob.got.shift()?.body).toMatchObject({
      type: 'CHAT_MESSAGE',
      room: `private-${alice.who.playerId}`,
      message: { id, room: `private-${alice.who.playerId}`, text: 'psst' },
    });
    expect(alice.got.shift()?.body).toMatchObject({
      type: 'CHAT_MESSAGE',
      room: `private-${bob.who.playerId}`,
    });

    await t.post(`/api/chat/private-${bob.who.playerId}/message/${id}/delete`, undefined, {
      token: alice.who.token,
    });
    await eventually(() => bob.got.length > 0 && alice.got.length > 0);
    expect(bob.got.shift()?.body).toEqual({
      type: 'CHAT_MESSAGE_DELETE',
      room: `private-${alice.who.playerId}`,
      messageId: id,
    });
    expect(alice.got.shift()?.body).toMatchObject({ type: 'CHAT_MESSAGE_DELETE', messageId: id });
  });

  it('CHAT_MESSAGE_DELETE for main on /topic/broadcast', async () => {
    const { id } = (await t.post('/api/chat/main/send', { text: 'bye' }, { token: bob.who.token })).json<{
      id: number;
    }>();
    await eventually(() => alice.got.length > 0);
    alice.got.length = 0;
    await t.post(`/api/chat/main/message/${id}/delete`, undefined, { token: bob.who.token });
    await eventually(() => alice.got.length > 0);
    expect(alice.got.shift()).toEqual({
      destination: BROADCAST_TOPIC,
      body: { type: 'CHAT_MESSAGE_DELETE', room: 'main', messageId: id },
    });
  });

  it('MAIL_MESSAGE on the receiver’s personal topic only', async () => {
    alice.got.length = 0;
    bob.got.length = 0;
    const sent = await t.post(
      `/api/mail/dialog/${bob.who.playerId}/send`,
      { text: 'a letter' },
      { token: alice.who.token },
    );
    await eventually(() => bob.got.length > 0);
    expect(bob.got.shift()?.body).toEqual({ type: 'MAIL_MESSAGE', message: sent.json() });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(alice.got).toEqual([]);
  });

  it('closes the sockets of a player who logs out', async () => {
    const carol = await listen(await chatter(t));
    expect((await t.post('/api/security/logout', undefined, { token: carol.who.token })).statusCode).toBe(
      200,
    );
    await carol.stomp.closed;
    expect(carol.stomp.errors[0]?.headers['error-code']).toBe('SESSION_CLOSED');
  });

  it('closes the sockets of the other sessions on a password change; this one reconnects renewed', async () => {
    const desk = await chatter(t);
    const login = await t.post('/api/security/login', { name: desk.name, password: 'secret-123' });
    const phoneToken = login.headers.jsession as string;
    expect(phoneToken).toMatch(/\S/);
    const onDesk = await listen(desk);
    const onPhone = await listen({ ...desk, token: phoneToken });
    const changed = await t.post(
      '/api/security/password/set',
      { passwordCurrent: 'secret-123', passwordNew: 'secret-456' },
      { token: desk.token },
    );
    expect(changed.statusCode).toBe(200);
    await onPhone.stomp.closed;
    expect(onPhone.stomp.errors[0]?.headers['error-code']).toBe('SESSION_CLOSED');
    // The desk's socket closes without an error, and the desk reconnects with its renewed session.
    await onDesk.stomp.closed;
    expect(onDesk.stomp.errors).toEqual([]);
    await onDesk.stomp.client.deactivate();
    const renewed = changed.headers.jsession as string;
    const again = await listen({ ...desk, token: renewed });
    again.got.length = 0;
    await t.post('/api/chat/main/send', { text: 'still here' }, { token: renewed });
    await eventually(() => again.got.length > 0);
    expect(again.got[0]?.body).toMatchObject({ type: 'CHAT_MESSAGE' });
    await again.stomp.client.deactivate();
  });
});
