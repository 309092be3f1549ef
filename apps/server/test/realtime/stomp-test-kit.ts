/** Test support (imported by tests only): a bare HTTP server with a broker, stompjs and raw ws clients. */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, type IFrame } from '@stomp/stompjs';
import WebSocket from 'ws';
import type { Principal, StompBrokerOptions } from '../../src/realtime/broker-options.ts';
import { connectSessionToken } from '../../src/realtime/connect-session-token.ts';
import { createInProcessBus } from '../../src/realtime/in-process-bus.ts';
import type { RealtimeBus } from '../../src/realtime/realtime-bus.ts';
import { silentLogger } from '../../src/realtime/realtime-logger.ts';
import { type StompBroker, createStompBroker } from '../../src/realtime/stomp-broker.ts';
import { createFrameParser } from '../../src/realtime/stomp-parser.ts';
import type { StompFrame } from '../../src/realtime/stomp-frame.ts';
import { defaultAuthorizeSubscribe } from '../../src/realtime/subscribe-policy.ts';

export const PLAYERS = {
  alice: { token: 'alice-session', principal: { playerId: 1, clientUuid: 'uuid-alice', clanId: 10 } },
  bob: { token: 'bob-session', principal: { playerId: 2, clientUuid: 'uuid-bob', clanId: 20 } },
  carol: { token: 'carol-session', principal: { playerId: 3, clientUuid: 'uuid-carol', clanId: null } },
  /** Dave signed in twice: two sessions of one player. */
  dave: {
    token: 'dave-session',
    principal: { playerId: 4, clientUuid: 'uuid-dave', clanId: null, sessionKey: 'dave-desk' },
  },
  davePhone: {
    token: 'dave-phone-session',
    principal: { playerId: 4, clientUuid: 'uuid-dave', clanId: null, sessionKey: 'dave-phone' },
  },
} as const satisfies Record<string, { token: string; principal: Principal }>;

export const fakeAuthenticate: StompBrokerOptions['authenticate'] = (headers, request) => {
  const token = connectSessionToken(headers, request);
  const player = Object.values(PLAYERS).find((p) => p.token === token);
  return Promise.resolve(player === undefined ? null : { ...player.principal });
};

export interface TestNode {
  url: string;
  broker: StompBroker;
  bus: RealtimeBus;
  close(): Promise<void>;
}

export async function startTestNode(options: Partial<StompBrokerOptions> = {}): Promise<TestNode> {
  const bus = options.bus ?? createInProcessBus(silentLogger);
  const broker = createStompBroker({
    authenticate: fakeAuthenticate,
    authorizeSubscribe: defaultAuthorizeSubscribe,
    heartBeat: { serverSendMs: 10_000, serverExpectMs: 10_000 },
    logger: silentLogger,
    ...options,
    bus,
  });
  const server: Server = createServer((_, res) => res.writeHead(404).end());
  server.on('upgrade', (request, socket, head) => {
    if (request.url?.split('?')[0] === '/api/websocket') broker.handleUpgrade(request, socket, head);
    else socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/api/websocket`,
    broker,
    bus,
    async close() {
      await broker.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (options.bus === undefined) await bus.close();
    },
  };
}

/** A stompjs client that never reconnects; `errors` collects ERROR frames, `closed` resolves on socket close. */
export function stompClient(url: string, connectHeaders: Record<string, string> = {}, heartBeatMs = 0) {
  const errors: IFrame[] = [];
  let onClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => (onClosed = resolve));
  const client = new Client({
    webSocketFactory: () => new WebSocket(url),
    connectHeaders,
    reconnectDelay: 0,
    heartbeatIncoming: heartBeatMs,
    heartbeatOutgoing: heartBeatMs,
    onStompError: (frame) => errors.push(frame),
    onWebSocketClose: () => onClosed(),
  });
  const connected = new Promise<IFrame>((resolve, reject) => {
    client.onConnect = resolve;
    void closed.then(() => reject(new Error(`closed before CONNECTED: ${errors[0]?.headers['message']}`)));
  });
  client.activate();
  return { client, errors, closed, connected };
}

/** Waits until the check passes (polling), or fails after the timeout. */
export async function eventually(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A raw ws client that sends any text and parses what the server sends back. */
export async function rawClient(url: string) {
  const socket = new WebSocket(url);
  const parser = createFrameParser({ maxFrameBytes: 1 << 20, maxHeaders: 64 });
  const frames: StompFrame[] = [];
  let heartBeats = 0;
  let closeCode: number | null = null;
  socket.on('message', (data: Buffer) => {
    const result = parser.push(data);
    frames.push(...result.frames);
    heartBeats += result.heartBeats;
  });
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code) => {
      closeCode = code;
      resolve(code);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    frames,
    closed,
    heartBeats: () => heartBeats,
    closeCode: () => closeCode,
    send: (text: string) => socket.send(text),
    async frame(command: string): Promise<StompFrame> {
      await eventually(() => frames.some((f) => f.command === command));
      return frames.find((f) => f.command === command) as StompFrame;
    },
  };
}

export const CONNECT = (token: string, heartBeat = '0,0') =>
  `CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:${heartBeat}\nJSESSIONID:${token}\n\n\0`;
