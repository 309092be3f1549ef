import { ApiError } from '../http/api-error.ts';
import { callJsonApi } from './outbound-json.ts';
import { md5Hex } from './proof-checks.ts';
import { okSig } from './ok-signature.ts';

/** What the OK group check needs (docs/platforms.md, "OK's REST API"). */
export interface OkGroupConfig {
  /** Our group on OK (OK_GROUP_ID), digits. */
  groupId: string;
  /** The application's public key (OK_APP_KEY) and secret key (OK_APP_SECRET). */
  applicationKey: string;
  secret: string;
  /** The application's access token (OK_ACCESS_TOKEN), or null: the call is then signed without a session. */
  accessToken: string | null;
  /** `https://api.ok.ru` in production, a loopback fake in tests (OK_API_URL). */
  baseUrl: string;
  /** Gives up on OK after this long. */
  timeoutMs: number;
}

/** Statuses of `group.getUserGroupsByIds` that make a member; BLOCKED, PASSIVE, UNKNOWN… do not. */
export const OK_MEMBER_STATUSES: readonly string[] = ['ACTIVE', 'ADMIN', 'MODERATOR'];

function unavailable(reason: string): ApiError {
  return new ApiError('PLATFORM_UNAVAILABLE', { source: 'ok', reason });
}

/**
 * The `sig` of a REST call: the parameters but `sig`, `access_token` and `session_key`, signed like
 * OK's callbacks (`okSig`). Without a token the key is the application's secret; with one, OK's rule
 * is `md5(access_token + secret)`.
 */
export function okRestSig(params: Map<string, string>, secret: string, accessToken: string | null): string {
  const signed = new Map([...params].filter(([key]) => key !== 'access_token' && key !== 'session_key'));
  return okSig(signed, accessToken === null ? secret : md5Hex(accessToken + secret));
}

/** Calls one method of OK's REST API (`/fb.do`, JSON); a failure of any kind is PLATFORM_UNAVAILABLE. */
async function callOk(config: OkGroupConfig, method: string, args: Record<string, string>): Promise<unknown> {
  const params = new Map<string, string>([
    ['application_key', config.applicationKey],
    ['format', 'json'],
    ['method', method],
    ...Object.entries(args),
  ]);
  const url = new URL('/fb.do', config.baseUrl);
  for (const [key, value] of params) url.searchParams.set(key, value);
  url.searchParams.set('sig', okRestSig(params, config.secret, config.accessToken));
  if (config.accessToken !== null) url.searchParams.set('access_token', config.accessToken);
  let answer: unknown;
  try {
    const response = await callJsonApi(url, { timeoutMs: config.timeoutMs });
    if (response.status !== 200) throw unavailable(`status ${response.status}`);
    if (response.json === undefined) throw unavailable('unreachable');
    answer = response.json;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unavailable('unreachable');
  }
  // OK reports a refused call as a 200 with an error object.
  if (typeof answer === 'object' && answer !== null && 'error_code' in answer)
    throw unavailable(`error ${String((answer as { error_code: unknown }).error_code)}`);
  return answer;
}

/**
 * Whether OK user `uid` is a member of our group (`group.getUserGroupsByIds`): OK's answer lists
 * `{ group_id, uid, status }`; only a row of this group and this user with a member status counts,
 * an empty list is not a member. An answer that is not a list is OK failing.
 */
export async function isOkGroupMember(config: OkGroupConfig, uid: string): Promise<boolean> {
  const answer = await callOk(config, 'group.getUserGroupsByIds', { group_id: config.groupId, uids: uid });
  if (!Array.isArray(answer)) throw unavailable('not a list');
  return answer.some((row: unknown) => {
    if (typeof row !== 'object' || row === null) return false;
    const { group_id: groupId, uid: rowUid, status } = row as Record<string, unknown>;
    return (
      String(groupId) === config.groupId &&
      String(rowUid) === uid &&
      typeof status === 'string' &&
      OK_MEMBER_STATUSES.includes(status)
    );
  });
}
