import { ApiError } from '../http/api-error.ts';
import { callJsonApi, type OutboundCall } from './outbound-json.ts';
import type { KongregateConfig } from './kongregate-client.ts';
import { idText } from './proof-checks.ts';

/**
 * Kongregate's virtual goods on the server (its server-side API): a user's unused item
 * instances (`user_items.json`) and using one up (`use_item.json`, which needs the player's game
 * auth token). Tests point the address at a fake on loopback.
 */

export interface KongregateItem {
  /** The instance id: unique per purchase, the key a payment is credited once under. */
  id: string;
  /** The item's identifier in our Kongregate catalogue: a gem pack's id. */
  identifier: string;
  remainingUses: number;
}

function refused(reason: string): ApiError {
  return new ApiError('PLATFORM_REFUSED', { source: 'kong', reason });
}

async function kongCall(
  config: KongregateConfig,
  url: URL,
  init: Omit<OutboundCall, 'timeoutMs'> = {},
): Promise<Record<string, unknown>> {
  let answer: unknown;
  try {
    const response = await callJsonApi(url, { ...init, timeoutMs: config.timeoutMs });
    if (response.status < 200 || response.status > 299) throw refused(`status ${response.status}`);
    if (response.json === undefined) throw refused('unreachable');
    answer = response.json;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw refused('unreachable');
  }
  const record = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  if (record.success !== true) throw refused(String(record.error_description ?? 'no success'));
  return record;
}

export async function kongregateUserItems(
  config: KongregateConfig,
  userId: string,
): Promise<KongregateItem[]> {
  const url = new URL('/api/user_items.json', config.baseUrl);
  url.searchParams.set('api_key', config.apiKey);
  url.searchParams.set('user_id', userId);
  const answer = await kongCall(config, url);
  const items = Array.isArray(answer.items) ? answer.items : [];
  return items.flatMap((item: unknown) => {
    const record = (item ?? {}) as Record<string, unknown>;
    const id = idText(record.id);
    const uses = Number(record.remaining_uses ?? 1);
    if (id === null || typeof record.identifier !== 'string') return [];
    return [{ id, identifier: record.identifier, remainingUses: Number.isFinite(uses) ? uses : 0 }];
  });
}

/** Uses one item instance up; false when Kongregate refuses or does not answer. */
export async function kongregateUseItem(
  config: KongregateConfig,
  input: { userId: string; token: string; itemId: string },
): Promise<boolean> {
  const url = new URL('/api/use_item.json', config.baseUrl);
  const body = new URLSearchParams({
    api_key: config.apiKey,
    game_auth_token: input.token,
    user_id: input.userId,
    id: input.itemId,
  });
  try {
    await kongCall(config, url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    return true;
  } catch {
    return false;
  }
}
