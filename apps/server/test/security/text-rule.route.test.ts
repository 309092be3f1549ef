import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { TEXT_CONTROL_REFUSAL } from '@rol/protocol/fields';
import { players } from '../../src/db/schema/players.ts';
import { fieldsOf, paramNames, PROTOCOL_ROUTES } from '../reliability/protocol-routes.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/**
 * The text field rule: no text a request carries may hold a control character (NUL, …). Every
 * field of every route is tried; over HTTP the texts that reach the database answer 400
 * TEXT_CONTROL_CHARACTERS (PostgreSQL's text cannot hold NUL: it was a 500 there).
 */
const NUL = 'a\u0000b';

type Part = 'params' | 'query' | 'body';
const partSchema = (route: (typeof PROTOCOL_ROUTES)[number], part: Part) =>
  (route as unknown as Record<Part, z.ZodType | undefined>)[part];

/** Whether `schema` accepted `value` at `path` (no issue there or below it). */
function acceptedAt(schema: z.ZodType, value: unknown, path: string[]): boolean {
  const result = schema.safeParse(value);
  if (result.success) return true;
  const prefix = path.join('.');
  return !result.error.issues.some((issue) => issue.path.map(String).join('.').startsWith(prefix));
}

describe('every text input refuses control characters', () => {
  const cases = PROTOCOL_ROUTES.flatMap((route) =>
    (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = partSchema(route, part);
      if (!schema) return [];
      const names = part === 'params' && fieldsOf(schema).length === 0 ? paramNames(route) : fieldsOf(schema);
      return [
        ...names.map((name) => [`${route.method} ${route.path} ${part}.${name}`, schema, name] as const),
        ...(part === 'body' ? [[`${route.method} ${route.path} body`, schema, null] as const] : []),
      ];
    }),
  );

  it.each(cases)('%s', (_label, schema, name) => {
    for (const bad of [NUL, 'a\u001bb', 'a\u007fb', [NUL]]) {
      const value = name === null ? bad : { [name]: bad };
      expect(acceptedAt(schema, value, name === null ? [] : [name]), JSON.stringify(value)).toBe(false);
    }
  });

  it('tells the text field rule apart from other bad input', () => {
    const chatSend = PROTOCOL_ROUTES.find((r) => r.path === '/api/chat/:room/send');
    const result = partSchema(chatSend!, 'body')!.safeParse({ text: NUL });
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.some((i) => i.code === 'custom' && i.params?.['refusal'] === TEXT_CONTROL_REFUSAL),
    ).toBe(true);
    // A multi-line text keeps its line breaks and tabs.
    expect(partSchema(chatSend!, 'body')!.safeParse({ text: 'one\r\ntwo\tthree' }).success).toBe(true);
  });
});

describe('over HTTP', () => {
  let t: TestApp;
  let token = '';
  let partnerId = 0;
  beforeAll(async () => {
    t = await createTestApp();
    const me = await t.player('Writer');
    token = me.token;
    await t.db.update(players).set({ level: 10 }).where(eq(players.id, me.playerId));
    partnerId = (await t.player('Reader')).playerId;
  });
  afterAll(() => t.close());

  const refused = (res: Awaited<ReturnType<TestApp['post']>>, field: string) =>
    expect(expectRefusal(res, 400, 'TEXT_CONTROL_CHARACTERS').details).toEqual({ field });

  it('answers 400 TEXT_CONTROL_CHARACTERS for chat, mail, logs and account texts', async () => {
    refused(await t.post('/api/chat/main/send', { text: NUL }, { token }), 'text');
    refused(await t.post(`/api/mail/dialog/${partnerId}/send`, { text: NUL }, { token }), 'text');
    refused(await t.post('/api/log/add', { message: NUL }), 'message');
    refused(await t.post('/api/security/name/set', { name: NUL }, { token }), 'name');
    refused(
      await t.post('/api/security/register', {
        name: NUL,
        password: 'secret-123',
        agreement: true,
        cookies: true,
      }),
      'name',
    );
    refused(await t.post('/api/security/login', { name: 'Writer', password: NUL }), 'password');
    refused(
      await t.post('/api/security/mailOrPhone/set', { mailOrPhone: 'a@b.c\u0000' }, { token }),
      'mailOrPhone',
    );
    refused(await t.get('/api/load/log/boot', { query: { h_session: NUL } }), 'h_session');
    refused(await t.post('/api/chat/main%00/send', { text: 'hi' }, { token }), 'room');
    // A raw text/plain chat message too.
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/chat/main/send',
      headers: { authorization: token, 'content-type': 'text/plain' },
      payload: 'hello\u0000',
    });
    refused(raw, '');
    expect((await t.post('/api/chat/main/send', { text: 'line one\nline two' }, { token })).statusCode).toBe(
      200,
    );
  });
});
