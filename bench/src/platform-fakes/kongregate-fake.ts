import { randomBytes } from 'node:crypto';
import { json, type FakeAnswer, type FakeRequest } from './fake-request.ts';

interface KongItem {
  id: number;
  identifier: string;
  remaining_uses: number;
}

const refusal = (error: number, description: string) =>
  json(200, { success: false, error, error_description: description });

/**
 * Kongregate's server API on loopback, as the bench's server calls it: `authenticate.json` (user id,
 * game auth token, API key), `user_items.json` (a user's unused item instances) and `use_item.json`
 * (a form POST using one up with the game auth token). Kongregate answers 200 with `success: false`
 * and an error when it refuses. The bench plays the player's side: a launch gives the player their
 * game auth token, a purchase in Kongregate's dialog adds an item instance.
 */
export class KongregateFake {
  readonly apiKey = 'bench-kong-api-key';
  private readonly users = new Map<string, { token: string; username: string; items: KongItem[] }>();
  private nextItemId = 1;

  /** The game launched on Kongregate for `userId`: the game auth token (the same at every launch). */
  launch(userId: string, username: string): string {
    let user = this.users.get(userId);
    if (!user) this.users.set(userId, (user = { token: randomBytes(16).toString('hex'), username, items: [] }));
    return user.token;
  }

  /** The player bought `identifier` in Kongregate's dialog: a new item instance, its id. */
  buy(userId: string, identifier: string): number {
    const user = this.users.get(userId);
    if (!user) throw new Error(`kongregate: ${userId} never launched the game`);
    const id = this.nextItemId++;
    user.items.push({ id, identifier, remaining_uses: 1 });
    return id;
  }

  /** Uses left of an instance (0 once used up, or unknown). */
  remainingUses(userId: string, itemId: number): number {
    return this.users.get(userId)?.items.find((item) => item.id === itemId)?.remaining_uses ?? 0;
  }

  handle = (request: FakeRequest): FakeAnswer | null => {
    const { pathname, searchParams } = request.url;
    if (pathname === '/api/authenticate.json' && request.method === 'GET') {
      if (searchParams.get('api_key') !== this.apiKey) return refusal(403, 'Invalid API key');
      const userId = searchParams.get('user_id') ?? '';
      const user = this.users.get(userId);
      if (!user || searchParams.get('game_auth_token') !== user.token)
        return refusal(403, 'Invalid user_id or game_auth_token');
      return json(200, { success: true, username: user.username, user_id: Number(userId) });
    }
    if (pathname === '/api/user_items.json' && request.method === 'GET') {
      if (searchParams.get('api_key') !== this.apiKey) return refusal(403, 'Invalid API key');
      const user = this.users.get(searchParams.get('user_id') ?? '');
      if (!user) return refusal(404, 'No such user');
      const items = user.items
        .filter((item) => item.remaining_uses > 0)
        .map((item) => ({ ...item, name: item.identifier, description: '', data: '' }));
      return json(200, { success: true, items });
    }
    if (pathname === '/api/use_item.json' && request.method === 'POST') {
      const form = new URLSearchParams(request.text);
      if (form.get('api_key') !== this.apiKey) return refusal(403, 'Invalid API key');
      const user = this.users.get(form.get('user_id') ?? '');
      if (!user || form.get('game_auth_token') !== user.token)
        return refusal(403, 'Invalid user_id or game_auth_token');
      const item = user.items.find((i) => String(i.id) === form.get('id') && i.remaining_uses > 0);
      if (!item) return refusal(404, 'No such item');
      item.remaining_uses -= 1;
      // Used-up instances of earlier purchases are dropped (the list stays short for the run).
      if (user.items.length > 8) user.items = user.items.filter((i) => i.remaining_uses > 0 || i === item);
      return json(200, { success: true, remaining_uses: item.remaining_uses, usage_record_id: item.id });
    }
    return null;
  };
}
