import { percentile, round } from '../stats.ts';
import type { StompSocket } from './stomp-socket.ts';

export interface FanOutArm {
  subscribers: number;
  rate: { messagesPerSecond: number; messages: number; delivered: number; expected: number; p50: number; p99: number };
  burst: { messages: number; delivered: number; expected: number; seconds: number; deliveredPerSecond: number };
  sendErrors: number;
}

const MARK = /bench-(\d+)-/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fan-out through one path (the game's chat → STOMP, or the bare `ws` broadcast): `send(text)`
 * publishes a message every subscriber socket receives. First `rate` messages/s for `rateSeconds`
 * (latency from send to each delivery), then a burst of `burst` messages, `inFlight` at a time
 * (deliveries per second until the last one arrives). Bounded: each phase waits at most 30 s.
 */
export async function measureFanOut(
  sockets: readonly StompSocket[],
  send: (text: string) => Promise<boolean>,
  options: { rate: number; rateSeconds: number; burst: number; inFlight: number },
): Promise<FanOutArm> {
  const sentAt = new Map<number, number>();
  let latencies: number[] = [];
  let delivered = 0;
  let lastDelivery = 0;
  let sendErrors = 0;
  for (const socket of sockets) {
    socket.ws.on('message', (raw) => {
      const match = MARK.exec(raw.toString());
      if (!match) return;
      const now = performance.now();
      const at = sentAt.get(Number(match[1]));
      if (at !== undefined) latencies.push(now - at);
      delivered += 1;
      lastDelivery = now;
    });
  }
  let seq = 0;
  const post = async () => {
    const id = (seq += 1);
    sentAt.set(id, performance.now());
    if (!(await send(`bench-${id}-${'x'.repeat(40)}`))) sendErrors += 1;
  };
  const waitFor = async (expected: number) => {
    const deadline = Date.now() + 30_000;
    while (delivered < expected && Date.now() < deadline) await sleep(20);
  };

  const rateMessages = Math.round(options.rate * options.rateSeconds);
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < rateMessages; i += 1) {
    const due = started + (i * 1000) / options.rate;
    await sleep(Math.max(0, due - performance.now()));
    pending.push(post());
  }
  await Promise.all(pending);
  await waitFor(rateMessages * sockets.length);
  const rate = {
    messagesPerSecond: options.rate,
    messages: rateMessages,
    delivered,
    expected: rateMessages * sockets.length,
    p50: round(percentile(latencies, 50), 2),
    p99: round(percentile(latencies, 99), 2),
  };

  delivered = 0;
  latencies = [];
  const burstStart = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: options.inFlight }, async () => {
      while (next < options.burst) {
        next += 1;
        await post();
      }
    }),
  );
  await waitFor(options.burst * sockets.length);
  const seconds = Math.max(1e-3, (lastDelivery - burstStart) / 1000);
  return {
    subscribers: sockets.length,
    rate,
    burst: {
      messages: options.burst,
      delivered,
      expected: options.burst * sockets.length,
      seconds: round(seconds, 2),
      deliveredPerSecond: round(delivered / seconds),
    },
    sendErrors,
  };
}
