import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isOkGroupMember, okRestSig } from './ok-api-client.ts';
import { md5Hex } from './proof-checks.ts';
import { okApiFake, OK_GROUP_ID, type OkApiFake } from '../../test/platforms/ok-api-fake.ts';
import { asyncCodeOf } from '../../test/platforms/platform-test-kit.ts';

let fake: OkApiFake;
beforeAll(async () => {
  fake = await okApiFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'normal';
  fake.statuses.clear();
  fake.calls.length = 0;
});

describe('OK REST signature', () => {
  const params = () =>
    new Map([
      ['method', 'group.getUserGroupsByIds'],
      ['uids', '575862436512'],
      ['application_key', 'CBAKEY'],
      ['format', 'json'],
      ['group_id', '53038939046008'],
    ]);
  // Written out by hand: the keys in order, `k=v` joined bare.
  const text =
    'application_key=CBAKEYformat=jsongroup_id=53038939046008method=group.getUserGroupsByIdsuids=575862436512';

  it('is md5 of the sorted parameters and the secret key, without a token', () => {
    expect(okRestSig(params(), 'SECRET', null)).toBe(md5Hex(text + 'SECRET'));
    expect(okRestSig(params(), 'SECRET', null)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('leaves out sig, access_token and session_key, and keys a token call with md5(token + secret)', () => {
    const withExtras = new Map([...params(), ['sig', 'x'], ['access_token', 'tok'], ['session_key', 's']]);
    expect(okRestSig(withExtras, 'SECRET', 'tok')).toBe(md5Hex(text + md5Hex('tokSECRET')));
    expect(okRestSig(withExtras, 'SECRET', null)).toBe(md5Hex(text + 'SECRET'));
  });
});

describe('OK group membership', () => {
  it('counts ACTIVE, ADMIN and MODERATOR members of our group', async () => {
    for (const [uid, status] of [
      ['11', 'ACTIVE'],
      ['12', 'ADMIN'],
      ['13', 'MODERATOR'],
    ] as const) {
      fake.statuses.set(uid, status);
      expect(await isOkGroupMember(fake.config(), uid), status).toBe(true);
    }
    const call = fake.calls.at(-1)!;
    expect(Object.fromEntries(call)).toMatchObject({
      method: 'group.getUserGroupsByIds',
      group_id: OK_GROUP_ID,
      uids: '13',
      format: 'json',
    });
    expect(call.has('access_token')).toBe(false);
  });

  it('refuses an empty answer, BLOCKED, PASSIVE and UNKNOWN', async () => {
    expect(await isOkGroupMember(fake.config(), '20')).toBe(false);
    for (const status of ['BLOCKED', 'PASSIVE', 'UNKNOWN']) {
      fake.statuses.set('21', status);
      expect(await isOkGroupMember(fake.config(), '21'), status).toBe(false);
    }
  });

  it('counts only a row of our group and this user, and takes ids as numbers too', async () => {
    fake.mode = 'raw';
    fake.raw = [
      { group_id: '999', uid: '50', status: 'ACTIVE' },
      { group_id: OK_GROUP_ID, uid: '51', status: 'ACTIVE' },
    ];
    expect(await isOkGroupMember(fake.config(), '50')).toBe(false);
    fake.raw = [{ group_id: Number(OK_GROUP_ID), uid: 50, status: 'ACTIVE' }];
    expect(await isOkGroupMember(fake.config(), '50')).toBe(true);
    fake.raw = { groups: [] };
    expect(await asyncCodeOf(() => isOkGroupMember(fake.config(), '50'))).toBe('PLATFORM_UNAVAILABLE');
  });

  it('sends the access token when one is configured, signed with it', async () => {
    fake.statuses.set('30', 'ACTIVE');
    expect(await isOkGroupMember(fake.config('app-token'), '30')).toBe(true);
    expect(fake.calls.at(-1)!.get('access_token')).toBe('app-token');
  });

  it('reports a wrong signature, an OK error answer, a 500, a time-out and no server as PLATFORM_UNAVAILABLE', async () => {
    fake.statuses.set('40', 'ACTIVE');
    expect(await asyncCodeOf(() => isOkGroupMember({ ...fake.config(), secret: 'wrong' }, '40'))).toBe(
      'PLATFORM_UNAVAILABLE',
    );
    fake.mode = 'error';
    expect(await asyncCodeOf(() => isOkGroupMember(fake.config(), '40'))).toBe('PLATFORM_UNAVAILABLE');
    fake.mode = 'down';
    expect(await asyncCodeOf(() => isOkGroupMember(fake.config(), '40'))).toBe('PLATFORM_UNAVAILABLE');
    fake.mode = 'silent';
    expect(await asyncCodeOf(() => isOkGroupMember(fake.config(null, 300), '40'))).toBe('PLATFORM_UNAVAILABLE');
    const closed = { ...fake.config(), baseUrl: 'http://127.0.0.1:1' };
    expect(await asyncCodeOf(() => isOkGroupMember(closed, '40'))).toBe('PLATFORM_UNAVAILABLE');
  });
});
