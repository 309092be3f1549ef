import type { IMessage } from '@stomp/stompjs';
import { BROADCAST_TOPIC } from '@rol/protocol/realtime';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  CONNECT,
  PLAYERS,
  type TestNode,
  eventually,
  rawClient,
  startTestNode,
  stompClient,
} from '../../test/realtime/stomp-test-kit.ts';

let node: TestNode | undefined;

afterEach(async () => {
  await node?.close();
  node = undefined;
});

async function connectedRaw(url: string, heartBeat = '0,0') {
  const raw = await rawClient(url);
  raw.send(CONNECT(PLAYERS.alice.token, heartBeat));
  await raw.frame('CONNECTED');
  return raw;
}

describe('STOMP broker against raw and malformed input', () => {
  it.each([
    ['garbage', 'hello\0'],
    ['binary junk', '\x01\x02\n\n\0'],
    ['a header without colon', 'SUBSCRIBE\nnocolon\n\n\0'],
    ['an undefined escape', 'SUBSCRIBE\nid:\\t\ndestination:/topic/broadcast\n\n\0'],
    ['a wrong content-length', 'SUBSCRIBE\nid:1\ndestination:/topic/broadcast\ncontent-length:1\n\nxyz\0'],
    ['an unknown command', 'FROB\n\n\0'],
    ['SUBSCRIBE without id', 'SUBSCRIBE\ndestination:/topic/broadcast\n\n\0'],
    ['an unknown destination', 'SUBSCRIBE\nid:1\ndestination:/queue/x\n\n\0'],
    ['a transaction', 'BEGIN\ntransaction:t\n\n\0'],
    ['a second CONNECT', CONNECT('alice-session')],
    ['a frame over the size limit', `SUBSCRIBE\nid:1\nx:${'y'.repeat(70_000)}\n\n\0`],
  ])('answers %s with ERROR and closes, while another client keeps receiving', async (_, input) => {
    node = await startTestNode();
    const watcher = stompClient(node.url, { JSESSIONID: PLAYERS.bob.token });
    await watcher.connected;
    const received: IMessage[] = [];
    await new Promise<void>((resolve) => {
      watcher.client.watchForReceipt('ok', () => resolve());
      watcher.client.subscribe(BROADCAST_TOPIC, (m) => received.push(m), { receipt: 'ok' });
    });
    const raw = await connectedRaw(node.url);
    raw.send(input);
    expect((await raw.frame('ERROR')).headers['message']).toBeTruthy();
    await raw.closed;
    await node.bus.publish(BROADCAST_TOPIC, { still: 'serving' });
    await eventually(() => received.length === 1);
    expect(received[0]?.body).toBe('{"still":"serving"}');
    await watcher.client.deactivate();
  });

  it('chooses the v12.stomp subprotocol that stompjs offers', async () => {
    node = await startTestNode();
    const socket = new WebSocket(node.url, ['v10.stomp', 'v11.stomp', 'v12.stomp']);
    await new Promise((resolve) => socket.once('open', resolve));
    expect(socket.protocol).toBe('v12.stomp');
    socket.close();
  });

  it('answers a frame before CONNECT with ERROR', async () => {
    node = await startTestNode();
    const raw = await rawClient(node.url);
    raw.send('SUBSCRIBE\nid:0\ndestination:/topic/broadcast\n\n\0');
    expect((await raw.frame('ERROR')).headers['message']).toBe('CONNECT expected');
    await raw.closed;
  });

  it('refuses a client that does not speak STOMP 1.2', async () => {
    node = await startTestNode();
    const raw = await rawClient(node.url);
    raw.send('CONNECT\naccept-version:1.0,1.1\nJSESSIONID:alice-session\n\n\0');
    const error = await raw.frame('ERROR');
    expect(error.headers['version']).toBe('1.2');
    expect(error.headers['error-code']).toBe('UNSUPPORTED');
  });

  it('answers a RECEIPT for SUBSCRIBE and DISCONNECT, then closes normally', async () => {
    node = await startTestNode();
    const raw = await connectedRaw(node.url);
    raw.send('SUBSCRIBE\nid:s\ndestination:/topic/broadcast\nreceipt:77\n\n\0DISCONNECT\nreceipt:78\n\n\0');
    expect(await raw.closed).toBe(1000);
    expect(raw.frames.filter((f) => f.command === 'RECEIPT').map((f) => f.headers['receipt-id'])).toEqual([
      '77',
      '78',
    ]);
    await eventually(() => node?.broker.connectionCount() === 0);
  });

  it('closes a socket that stays silent past the heart-beat interval × grace', async () => {
    node = await startTestNode({
      heartBeat: { serverSendMs: 50, serverExpectMs: 50 },
      limits: { heartBeatGrace: 2 },
    });
    const raw = await connectedRaw(node.url, '60,0');
    const started = Date.now();
    await raw.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(raw.frames.find((f) => f.command === 'ERROR')?.headers['error-code']).toBe('HEART_BEAT_TIMEOUT');
  });

  it('keeps a client that sends heart-beats, and sends its own at the negotiated interval', async () => {
    // Wide margins: a busy test machine may stall the event loop for tens of milliseconds.
    node = await startTestNode({ heartBeat: { serverSendMs: 150, serverExpectMs: 150 } });
    const raw = await connectedRaw(node.url, '150,150');
    const beat = setInterval(() => raw.send('\n'), 50);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    clearInterval(beat);
    expect(raw.closeCode()).toBeNull();
    expect(raw.heartBeats()).toBeGreaterThanOrEqual(5);
    raw.socket.close();
  });

  it('closes a socket that never sends CONNECT', async () => {
    node = await startTestNode({ limits: { connectTimeoutMs: 50 } });
    const raw = await rawClient(node.url);
    await raw.closed;
    expect(raw.frames[0]?.headers['message']).toBe('CONNECT timed out');
  });

  it('handles frames pipelined behind a slow CONNECT in order', async () => {
    node = await startTestNode({
      authenticate: () => new Promise((resolve) => setTimeout(() => resolve(PLAYERS.alice.principal), 30)),
    });
    const raw = await rawClient(node.url);
    raw.send(`${CONNECT('x')}SUBSCRIBE\nid:s\ndestination:/topic/broadcast\nreceipt:1\n\n\0`);
    await raw.frame('RECEIPT');
    expect(raw.frames.map((f) => f.command)).toEqual(['CONNECTED', 'RECEIPT']);
  });

  it('answers ERROR when authenticate throws', async () => {
    node = await startTestNode({ authenticate: () => Promise.reject(new Error('database down')) });
    const raw = await rawClient(node.url);
    raw.send(CONNECT('alice-session'));
    expect((await raw.frame('ERROR')).headers['error-code']).toBe('INTERNAL');
  });

  it('fans one publish out to many sockets, one frame per subscription id', async () => {
    node = await startTestNode();
    const raws = await Promise.all(Array.from({ length: 40 }, () => connectedRaw(node?.url ?? '')));
    raws.forEach((raw, i) =>
      raw.send(`SUBSCRIBE\nid:sub-${i % 2}\ndestination:/topic/broadcast\nreceipt:r\n\n\0`),
    );
    await Promise.all(raws.map((raw) => raw.frame('RECEIPT')));
    expect(node.broker.publish(BROADCAST_TOPIC, '{"type":"CHAT_MESSAGE"}')).toBe(40);
    const messages = await Promise.all(raws.map((raw) => raw.frame('MESSAGE')));
    expect(new Set(messages.map((m) => m.headers['message-id'])).size).toBe(1);
    expect(messages.map((m) => m.headers['subscription'])).toContain('sub-1');
    for (const raw of raws) raw.socket.close();
  });
});
