import { describe, expect, it } from 'vitest';
import { platformConfigFrom } from './platform-config.ts';

const OK = { OK_GROUP_ID: '53038939046008', OK_APP_KEY: 'CBAKEY', OK_APP_SECRET: 'SECRET' };

describe('the OK group check settings', () => {
  it('are off without OK_GROUP_ID', () => {
    expect(platformConfigFrom({ OK_APP_KEY: 'CBAKEY', OK_APP_SECRET: 'SECRET' }).okGroup).toBeNull();
  });

  it('take the group, key, secret, optional token and address (api.ok.ru by default)', () => {
    expect(platformConfigFrom(OK).okGroup).toEqual({
      groupId: '53038939046008',
      applicationKey: 'CBAKEY',
      secret: 'SECRET',
      accessToken: null,
      baseUrl: 'https://api.ok.ru',
      timeoutMs: 5000,
    });
    expect(
      platformConfigFrom({ ...OK, OK_ACCESS_TOKEN: 'tok', OK_API_URL: 'http://127.0.0.1:9' }).okGroup,
    ).toMatchObject({ accessToken: 'tok', baseUrl: 'http://127.0.0.1:9' });
  });

  it('stop the boot when the group is set without key or secret, or is not digits', () => {
    expect(() => platformConfigFrom({ ...OK, OK_APP_KEY: '' })).toThrow(/OK_APP_KEY/);
    expect(() => platformConfigFrom({ ...OK, OK_APP_SECRET: undefined })).toThrow(/OK_APP_SECRET/);
    expect(() => platformConfigFrom({ ...OK, OK_GROUP_ID: 'mygroup' })).toThrow(/OK_GROUP_ID/);
    expect(() => platformConfigFrom({ ...OK, OK_API_URL: 'not a url' })).toThrow(/OK_API_URL/);
  });
});
