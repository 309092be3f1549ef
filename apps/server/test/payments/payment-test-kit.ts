import { createServer, type IncomingMessage, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { payments } from '../../src/db/schema/payments.ts';
import { players } from '../../src/db/schema/players.ts';
import type { TestApp } from '../test-app.ts';
import { listenOnLoopback } from '../loopback-server.ts';

/** Tests only: a Bot API on loopback that records the calls and answers like Telegram. */
export interface FakeBotApi {
  url: string;
  calls: { method: string; body: Record<string, unknown> }[];
  /** The next calls fail (Telegram answers ok: false). */
  failing: boolean;
  close(): Promise<void>;
}

async function jsonOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

export async function fakeBotApi(token: string): Promise<FakeBotApi> {
  const fake: FakeBotApi = { url: '', calls: [], failing: false, close: async () => {} };
  const server: Server = createServer((request, response) => {
    void jsonOf(request).then((body) => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json' });
      if (!match || match[1] !== token || fake.failing) {
        response.end(JSON.stringify({ ok: false, error_code: 401, description: 'Unauthorized' }));
        return;
      }
      fake.calls.push({ method: match[2]!, body });
      const result = match[2] === 'createInvoiceLink' ? `https://t.me/$invoice${fake.calls.length}` : true;
      response.end(JSON.stringify({ ok: true, result }));
    });
  });
  Object.assign(fake, await listenOnLoopback(server));
  return fake;
}

/** Tests only: a guest made a player of a platform (its source), with `gems` emeralds set aside. */
export async function platformGuest(t: TestApp, source: string) {
  const guest = await t.guest();
  await t.db.update(players).set({ userSource: source }).where(eq(players.id, guest.playerId));
  return guest;
}

export async function paymentsOf(t: TestApp, playerId: number) {
  return t.db.select().from(payments).where(eq(payments.playerId, playerId)).orderBy(payments.id);
}
