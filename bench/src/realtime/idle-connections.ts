import { REALTIME_PATH } from '@rol/protocol/realtime';
import type WebSocket from 'ws';
import type { ServerProcess } from '../server/server-process.ts';
import { round } from '../stats.ts';
import { openMany, openStompSocket } from './stomp-socket.ts';

export interface IdleResult {
  connections: number;
  connected: number;
  failed: number;
  firstError: string | null;
  connectSeconds: number;
  holdSeconds: number;
  /** Still open after the hold (the server closes a socket whose heart-beats stop). */
  heldOpen: number;
  serverHeartBeatsReceived: number;
  serverRssMb: number;
  bytesPerConnection: number;
  heapBytesPerConnection: number;
}

const HEART_BEAT_MS = 10_000;

/**
 * `count` idle STOMP connections with 10 s heart-beats both ways (client EOLs sent, staggered),
 * held for `holdSeconds` (over twice the interval, so a missed beat would close them); memory per
 * connection is the server's RSS and heap growth (after GC) divided by the connections.
 */
export async function idleConnections(
  server: ServerProcess,
  tokens: readonly string[],
  count: number,
  holdSeconds: number,
): Promise<IdleResult> {
  const before = await server.memory(true);
  let beats = 0;
  // Each second, a tenth of the sockets opened so far send their heart-beat EOL (every socket beats
  // every 10 s), from the first connection on: opening 10,000 takes longer than the server waits.
  const opened: WebSocket[] = [];
  let tick = 0;
  const beater = setInterval(() => {
    for (let i = tick % 10; i < opened.length; i += 10) {
      const socket = opened[i]!;
      if (socket.readyState === socket.OPEN) socket.send('\n');
    }
    tick += 1;
  }, HEART_BEAT_MS / 10);
  const started = Date.now();
  const { sockets, failed, firstError } = await openMany(count, 200, (i) => {
    const socket = openStompSocket(server.url, REALTIME_PATH, tokens[i % tokens.length] ?? null, {
      heartBeat: `${HEART_BEAT_MS},${HEART_BEAT_MS}`,
      onFrame: (data) => {
        if (data === '\n' || data === '\r\n') beats += 1;
      },
    });
    void socket.ready.then(() => opened.push(socket.ws), () => {});
    return socket;
  });
  const connectSeconds = (Date.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, holdSeconds * 1000));
  clearInterval(beater);
  const heldOpen = sockets.filter((s) => s.ws.readyState === s.ws.OPEN).length;
  const after = await server.memory(true);
  const closed = Promise.all(
    sockets.map((s) => new Promise((resolve) => (s.ws.once('close', resolve), s.ws.terminate()))),
  );
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  const n = Math.max(1, sockets.length);
  return {
    connections: count,
    connected: sockets.length,
    failed,
    firstError,
    connectSeconds: round(connectSeconds),
    holdSeconds,
    heldOpen,
    serverHeartBeatsReceived: beats,
    serverRssMb: round(after.rss / 2 ** 20),
    bytesPerConnection: Math.round((after.rss - before.rss) / n),
    heapBytesPerConnection: Math.round((after.heapUsed + after.external - before.heapUsed - before.external) / n),
  };
}
