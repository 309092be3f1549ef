import { BROADCAST_TOPIC, REALTIME_PATH } from '@rol/protocol/realtime';
import { GameClient, newGuest } from '../http/game-client.ts';
import { BARE_WS_PATH } from '../server/bare-server.ts';
import type { ServerProcess } from '../server/server-process.ts';
import { round } from '../stats.ts';
import { measureFanOut, type FanOutArm } from './fan-out.ts';
import { idleConnections, type IdleResult } from './idle-connections.ts';
import { openMany, openStompSocket, type StompSocket } from './stomp-socket.ts';

export interface RealtimeOptions {
  idle: number;
  holdSeconds: number;
  subscribers: number;
  rate: number;
  rateSeconds: number;
  burst: number;
}

export interface RealtimeResult {
  idle: IdleResult;
  fanOut: { chat: FanOutArm; bare: FanOutArm; chatToBareRatio: number; connectFailures: number };
}

async function closeAll(sockets: readonly StompSocket[]): Promise<void> {
  const closed = Promise.all(
    sockets.map((s) => new Promise((resolve) => (s.ws.once('close', resolve), s.ws.terminate()))),
  );
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/** Idle STOMP connections held with heart-beats, then main-chat fan-out beside a bare `ws` broadcast. */
export async function runRealtime(server: ServerProcess, options: RealtimeOptions): Promise<RealtimeResult> {
  const client = new GameClient(server.url, 20);
  try {
    const guests = [];
    for (let i = 0; i < 100; i += 20)
      guests.push(...(await Promise.all(Array.from({ length: 20 }, () => newGuest(client)))));
    const tokens = guests.map((g) => g.token);
    const sender = guests[0]!;
    // Chat needs level 10, and the fan-out sends faster than a player may (5 messages in 10 s): the
    // sender is a moderator, whom the flood limit does not hold. A direct SQL update through the
    // server's own database handle.
    await server.sql("UPDATE players SET level = 10, access_level = 'MODERATOR' WHERE id = $1", [
      sender.playerId,
    ]);

    const idle = await idleConnections(server, tokens, options.idle, options.holdSeconds);

    const fan = { rate: options.rate, rateSeconds: options.rateSeconds, burst: options.burst, inFlight: 8 };
    const chatSubs = await openMany(options.subscribers, 500, (i) =>
      openStompSocket(server.url, REALTIME_PATH, tokens[i % tokens.length] ?? null, {
        heartBeat: '0,0',
        subscribe: BROADCAST_TOPIC,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500)); // SUBSCRIBE frames processed
    const chat = await measureFanOut(chatSubs.sockets, async (text) => {
      const res = await client.call('chat/main/send', 'POST', '/api/chat/main/send', sender.token, { text });
      return res.status === 200;
    }, fan);
    await closeAll(chatSubs.sockets);

    const bareClient = new GameClient(server.bareUrl, 10);
    const bareSubs = await openMany(options.subscribers, 500, () =>
      openStompSocket(server.bareUrl, BARE_WS_PATH, null, { heartBeat: '0,0', stomp: false }),
    );
    const bare = await measureFanOut(bareSubs.sockets, async (text) => {
      const res = await bareClient.call('bare/broadcast', 'POST', '/bare/broadcast', null, { text });
      return res.status === 200;
    }, fan);
    await closeAll(bareSubs.sockets);
    await bareClient.close();
    return {
      idle,
      fanOut: {
        chat,
        bare,
        chatToBareRatio: round(chat.burst.deliveredPerSecond / Math.max(1, bare.burst.deliveredPerSecond), 3),
        connectFailures: chatSubs.failed + bareSubs.failed,
      },
    };
  } finally {
    await client.close();
  }
}
