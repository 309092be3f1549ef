import { ApiError } from '../http/api-error.ts';
import { callJsonApi } from './outbound-json.ts';
import { idText } from './proof-checks.ts';
import type { PlatformIdentity } from './platform-identity.ts';

export interface KongregateConfig {
  /** The game's API key (KONGREGATE_API_KEY). */
  apiKey: string;
  /** The API's address: `https://api.kongregate.com` in production, a loopback fake in tests. */
  baseUrl: string;
  /** Gives up on the platform after this long. */
  timeoutMs: number;
}

function refused(reason: string): ApiError {
  return new ApiError('PLATFORM_REFUSED', { source: 'kong', reason });
}

/**
 * Confirms a Kongregate player with the platform's `authenticate` API (user id, game auth token and
 * our API key); the platform's answer, not the client's, names the player.
 */
export async function authenticateKongregate(
  config: KongregateConfig,
  input: { kongId: string; token: string; username: string },
): Promise<PlatformIdentity> {
  const url = new URL('/api/authenticate.json', config.baseUrl);
  url.searchParams.set('user_id', input.kongId);
  url.searchParams.set('game_auth_token', input.token);
  url.searchParams.set('api_key', config.apiKey);
  let answer: unknown;
  try {
    const response = await callJsonApi(url, { timeoutMs: config.timeoutMs });
    if (response.status < 200 || response.status > 299) throw refused(`status ${response.status}`);
    if (response.json === undefined) throw refused('unreachable');
    answer = response.json;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw refused('unreachable');
  }
  const record = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  if (record.success !== true) throw new ApiError('PLATFORM_PROOF_INVALID');
  const userId = idText(record.user_id);
  if (userId === null || userId !== input.kongId) throw new ApiError('PLATFORM_PROOF_INVALID');
  return {
    source: 'kong',
    userId,
    name: typeof record.username === 'string' ? record.username : input.username,
    lang: null,
    // The token is the same at every launch: the platform's answer is the proof, no replay key.
    proofKey: null,
  };
}
