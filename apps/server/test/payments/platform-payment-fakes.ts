import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { insertPlatformAccount } from '../../src/platforms/platform-account-queries.ts';
import type { PlatformSource } from '../../src/platforms/platform-identity.ts';
import type { TestApp } from '../test-app.ts';
import { platformGuest } from './payment-test-kit.ts';
import { listenOnLoopback } from '../loopback-server.ts';

/** Tests only: RuStore's public API and Kongregate's server API on loopback, with their state. */
export interface FakeStores {
  url: string;
  ruStoreKey: ReturnType<typeof generateKeyPairSync>['privateKey'];
  /** RuStore purchases by id, as its public API answers them. */
  ruPurchases: Map<string, Record<string, unknown>>;
  /** Kongregate items by user id; `use_item` takes one use off. */
  kongItems: Map<string, { id: number; identifier: string; remaining_uses: number }[]>;
  /** Calls of `use_item` that succeeded, and whether the next ones fail. */
  kongUsed: string[];
  kongUseFails: boolean;
  /** Kongregate answers every call with a server error. */
  kongDown: boolean;
  close(): Promise<void>;
}

async function textOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export const RU_TOKEN = 'rustore-jwe';
export const KONG_KEY = 'kong-api-key';
export const KONG_TOKEN = 'kong-auth-token';

export async function fakeStores(): Promise<FakeStores> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const fake: FakeStores = {
    url: '',
    ruStoreKey: privateKey,
    ruPurchases: new Map(),
    kongItems: new Map(),
    kongUsed: [],
    kongUseFails: false,
    kongDown: false,
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    void textOf(request).then((text) => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (url.pathname === '/public/auth')
        return send(200, { code: 'OK', body: { jwe: RU_TOKEN, ttl: 900 } });
      const purchase = /^\/public\/purchases\/(.+)$/.exec(url.pathname);
      if (purchase) {
        if (request.headers['public-token'] !== RU_TOKEN) return send(401, { code: 'ERROR' });
        const found = fake.ruPurchases.get(purchase[1] ?? '');
        return found ? send(200, { code: 'OK', body: found }) : send(404, { code: 'ERROR' });
      }
      if (fake.kongDown && url.pathname.startsWith('/api/')) return send(502, {});
      if (url.pathname === '/api/user_items.json') {
        if (url.searchParams.get('api_key') !== KONG_KEY) return send(200, { success: false, error: 403 });
        const items = fake.kongItems.get(url.searchParams.get('user_id') ?? '') ?? [];
        return send(200, { success: true, items: items.filter((item) => item.remaining_uses > 0) });
      }
      if (url.pathname === '/api/use_item.json') {
        const form = new URLSearchParams(text);
        const items = fake.kongItems.get(form.get('user_id') ?? '') ?? [];
        const item = items.find((i) => String(i.id) === form.get('id') && i.remaining_uses > 0);
        if (
          fake.kongUseFails ||
          form.get('api_key') !== KONG_KEY ||
          form.get('game_auth_token') !== KONG_TOKEN ||
          !item
        )
          return send(200, { success: false, error: 404, error_description: 'no such item' });
        item.remaining_uses -= 1;
        fake.kongUsed.push(String(item.id));
        return send(200, { success: true, remaining_uses: item.remaining_uses });
      }
      send(500, {});
    });
  });
  Object.assign(fake, await listenOnLoopback(server));
  return fake;
}

/** Tests only: a guest who holds `userId` on a platform, as a sign-in there would leave it. */
export async function platformPlayer(t: TestApp, source: PlatformSource, userId: string) {
  const guest = await platformGuest(t, source);
  await insertPlatformAccount(t.db, { source, userId, playerId: guest.playerId, now: new Date() });
  return guest;
}
