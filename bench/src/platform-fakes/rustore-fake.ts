import { generateKeyPairSync, randomBytes, verify, type KeyObject } from 'node:crypto';
import { json, jsonBody, type FakeAnswer, type FakeRequest } from './fake-request.ts';

/** How long a public token lives, s, and how far a signed timestamp may be from the fake's clock. */
const TOKEN_TTL_S = 900;
const CLOCK_SKEW_MS = 5 * 60_000;

const error = (status: number, message: string) => json(status, { code: 'ERROR', message, body: null });

/**
 * RuStore's public API on loopback, as the bench's server calls it: `POST /public/auth` exchanges
 * the console key's signature (SHA512withRSA over key id + ISO timestamp, base64) for a token with a
 * `ttl`; `GET /public/purchases/{id}` with the `Public-Token` header answers a purchase (404 when
 * unknown). Answers are `{ code: 'OK', body }`. The purchase's fields are the ones the server reads
 * (`status`, `user_id`, `productId`, `amount` in kopecks, `currency`). The bench plays the player's
 * side: a purchase made with RuStore's SDK on the device.
 */
export class RuStoreFake {
  readonly keyId = 'bench-rustore-key';
  /** The console key's private half, PEM (what RUSTORE_PRIVATE_KEY holds). */
  readonly privateKeyPem: string;
  private readonly publicKey: KeyObject;
  private readonly tokens = new Map<string, number>();
  private readonly purchases = new Map<string, Record<string, unknown>>();
  private nextPurchase = 1;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    this.publicKey = publicKey;
  }

  /** A paid purchase of `productId` by `ownerId` at `amountKopecks`: its purchase id. */
  purchase(ownerId: string, productId: string, amountKopecks: number): string {
    const purchaseId = `bench-ru-${this.nextPurchase++}-${randomBytes(4).toString('hex')}`;
    this.purchases.set(purchaseId, {
      purchaseId,
      status: 'PAID',
      user_id: ownerId,
      productId,
      amount: amountKopecks,
      currency: 'RUB',
      purchaseTime: new Date().toISOString(),
    });
    return purchaseId;
  }

  handle = (request: FakeRequest): FakeAnswer | null => {
    const { pathname } = request.url;
    if (pathname === '/public/auth' && request.method === 'POST') {
      const body = jsonBody(request.text) ?? {};
      const { keyId, timestamp, signature } = body;
      if (keyId !== this.keyId || typeof timestamp !== 'string' || typeof signature !== 'string')
        return error(400, 'keyId, timestamp and signature are required');
      if (!(Math.abs(Date.parse(timestamp) - Date.now()) <= CLOCK_SKEW_MS)) return error(401, 'stale timestamp');
      const good = verify('RSA-SHA512', Buffer.from(keyId + timestamp), this.publicKey, Buffer.from(signature, 'base64'));
      if (!good) return error(401, 'bad signature');
      const jwe = randomBytes(24).toString('base64url');
      this.tokens.set(jwe, Date.now() + TOKEN_TTL_S * 1000);
      return json(200, { code: 'OK', message: null, body: { jwe, ttl: TOKEN_TTL_S }, timestamp: new Date().toISOString() });
    }
    const match = /^\/public\/purchases\/([^/]+)$/.exec(pathname);
    if (match && request.method === 'GET') {
      const token = request.headers['public-token'];
      const expires = typeof token === 'string' ? this.tokens.get(token) : undefined;
      if (expires === undefined || expires < Date.now()) return error(401, 'bad Public-Token');
      const purchase = this.purchases.get(decodeURIComponent(match[1] ?? ''));
      return purchase ? json(200, { code: 'OK', message: null, body: purchase }) : error(404, 'purchase not found');
    }
    return null;
  };
}
