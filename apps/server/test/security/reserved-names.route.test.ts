import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../src/db/schema/players.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** Staff names are reserved in both languages and a look-alike of another player's name is refused. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (name: string, token: string | null = null) =>
  t.post('/api/security/register', { name, password: 'secret-123', agreement: true, cookies: true }, { token });
const rename = (token: string, name: string) => t.post('/api/security/name/set', { name }, { token });

describe('reserved staff names', () => {
  it('are refused at registration, look-alikes and staff words at either end included', async () => {
    for (const name of ['Support', 'Поддержка', 'Moderator', 'Administrator', 'Модератор', 'АДМИН', 'Ѕupp0rt', 'Admin_Vasya', 'VasyaModerator'])
      expectRefusal(await register(name), 400, 'NICKNAME_RESERVED');
    // A guest turning into an account is held to the same rule.
    const guest = await t.guest();
    expectRefusal(await register('Администратор', guest.token), 400, 'NICKNAME_RESERVED');
  });

  it('are refused at a rename', async () => {
    const { token } = await t.player('Plainname');
    expectRefusal(await rename(token, 'Support'), 400, 'NICKNAME_RESERVED');
    expectRefusal(await rename(token, 'Техподдержка'), 400, 'NICKNAME_RESERVED');
    expect((await rename(token, 'Badminton')).statusCode).toBe(200);
  });
});

describe('look-alike names', () => {
  it('refuses a name with Cyrillic letters in place of Latin ones of an existing name, at register and rename', async () => {
    await t.player('Vasya');
    expectRefusal(await register('Vаsуa'), 409, 'NICKNAME_LOOKALIKE'); // Cyrillic а and у
    expectRefusal(await register('VASYA'), 409, 'NICKNAME_TAKEN');
    await t.player('Петя');
    expectRefusal(await register('Пeтя'), 409, 'NICKNAME_LOOKALIKE'); // Latin e
    const { token } = await t.player('Someone');
    expectRefusal(await rename(token, 'Vasуa'), 409, 'NICKNAME_LOOKALIKE');
    expectRefusal(await rename(token, 'V4sya'.replace('4', 'a').replace('s', 'ѕ')), 409, 'NICKNAME_LOOKALIKE');
  });

  it('lets a player take a look-alike of their own name, and cuts concurrent look-alike claims to one', async () => {
    const { token, playerId } = await t.player('Lena');
    expect((await rename(token, 'Lеna')).statusCode).toBe(200); // Cyrillic е
    const answers = await Promise.all([register('Olga'), register('Оlga'), register('Olgа'), register('0lga')]);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectRefusal(res, 409, 'NICKNAME_LOOKALIKE');
    const [row] = await t.db.select({ skeleton: players.nameSkeleton }).from(players).where(eq(players.id, playerId));
    expect(row?.skeleton).toBeTruthy();
  });
});
