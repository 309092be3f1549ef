import { createServer, type Server } from 'node:http';
import { okRestSig, type OkGroupConfig } from '../../src/platforms/ok-api-client.ts';
import { listenOnLoopback } from '../loopback-server.ts';

export const OK_GROUP_ID = '53038939046008';
export const OK_APP_KEY = 'CBAOKTESTKEY';
export const OK_APP_SECRET = 'OK0TEST0SECRET';

/** How the fake answers every call: normally, a 500, OK's error object, never, or with `raw`. */
export type OkFakeMode = 'normal' | 'down' | 'error' | 'silent' | 'raw';

/**
 * Tests only: OK's REST API (`/fb.do`, `group.getUserGroupsByIds`) on loopback. It checks the
 * application key and the signature (with the token when one is sent) the way OK documents them and
 * answers OK's error object otherwise; `statuses` holds our group's members by OK user id.
 */
export interface OkApiFake {
  url: string;
  statuses: Map<string, string>;
  mode: OkFakeMode;
  /** The answer (status 200) in `raw` mode. */
  raw: unknown;
  /** The parameters of every call, in order. */
  calls: URLSearchParams[];
  /** A config pointing at the fake (the token when given). */
  config(accessToken?: string | null, timeoutMs?: number): OkGroupConfig;
  close(): Promise<void>;
}

export async function okApiFake(): Promise<OkApiFake> {
  const fake: OkApiFake = {
    url: '',
    statuses: new Map(),
    mode: 'normal',
    raw: null,
    calls: [],
    config: (accessToken = null, timeoutMs = 5000) => ({
      groupId: OK_GROUP_ID,
      applicationKey: OK_APP_KEY,
      secret: OK_APP_SECRET,
      accessToken,
      baseUrl: fake.url,
      timeoutMs,
    }),
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    fake.calls.push(url.searchParams);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    const okError = (code: number, msg: string) => send(200, { error_code: code, error_msg: msg, error_data: null });
    if (fake.mode === 'silent') return; // never answers
    if (fake.mode === 'down') return send(500, {});
    if (fake.mode === 'raw') return send(200, fake.raw);
    if (fake.mode === 'error') return okError(1, 'UNKNOWN : an unknown error');
    if (url.pathname !== '/fb.do') return send(404, {});
    const params = new Map(url.searchParams);
    if (params.get('application_key') !== OK_APP_KEY) return okError(101, 'PARAM_API_KEY : unknown key');
    const sig = okRestSig(params, OK_APP_SECRET, params.get('access_token') ?? null);
    if (params.get('sig') !== sig) return okError(104, 'PARAM_SIGNATURE : invalid signature');
    if (params.get('method') !== 'group.getUserGroupsByIds' || params.get('format') !== 'json')
      return okError(3, 'METHOD : unknown method');
    const groupId = params.get('group_id') ?? '';
    const uids = (params.get('uids') ?? '').split(',').filter((uid) => uid !== '');
    send(
      200,
      groupId !== OK_GROUP_ID
        ? []
        : uids.flatMap((uid) => {
            const status = fake.statuses.get(uid);
            return status === undefined ? [] : [{ group_id: groupId, uid, status }];
          }),
    );
  });
  Object.assign(fake, await listenOnLoopback(server));
  return fake;
}
