import { describe, expect, it } from 'vitest';
import {
  addressWithoutSession,
  needsStoreUpdate,
  readLaunchParams,
  resolveCurrency,
  resolveUiLang,
} from './launch-params.ts';

describe('readLaunchParams', () => {
  it('reads every §7 parameter', () => {
    const params = readLaunchParams(
      '?logged_user_id=1&viewer_id=2&uid=3&fotoUid=4&exe_user=5&beeline_login=6&Authorization=Bearer%20x&jsession=s1&lang=en&currency=usd&ref=r7&app_version=33',
    );
    expect(params).toMatchObject({
      logged_user_id: '1',
      viewer_id: '2',
      uid: '3',
      fotoUid: '4',
      exe_user: '5',
      beeline_login: '6',
      authorization: 'Bearer x',
      jsession: 's1',
      lang: 'en',
      currency: 'usd',
      ref: 'r7',
      appVersion: 33,
    });
  });

  it('treats missing and blank values as absent', () => {
    const params = readLaunchParams('?uid=&lang=%20');
    expect(params.uid).toBeNull();
    expect(params.lang).toBeNull();
    expect(params.appVersion).toBeNull();
    expect(readLaunchParams('?app_version=abc').appVersion).toBeNull();
  });
});

describe('resolveUiLang', () => {
  it('is Russian by default', () => {
    expect(resolveUiLang(null, 'localhost')).toBe('ru');
  });
  it('follows the lang parameter, English hosts and the player', () => {
    expect(resolveUiLang('en', 'localhost')).toBe('en');
    expect(resolveUiLang('EN', 'localhost')).toBe('en');
    expect(resolveUiLang(null, 'en.roadoflegends.example')).toBe('en');
    expect(resolveUiLang(null, 'games.crazygames.com')).toBe('en');
    expect(resolveUiLang('ru', 'games.crazygames.com')).toBe('ru');
    expect(resolveUiLang('en', 'localhost', 'RU')).toBe('ru');
    expect(resolveUiLang(null, 'localhost', 'EN')).toBe('en');
  });
});

describe('resolveCurrency', () => {
  it('defaults to RUB and upper-cases a three-letter code', () => {
    expect(resolveCurrency(null)).toBe('RUB');
    expect(resolveCurrency('usd')).toBe('USD');
    expect(resolveCurrency('dollars')).toBe('RUB');
  });
});

describe('needsStoreUpdate', () => {
  it('asks only an app-store build older than 34 to update', () => {
    expect(needsStoreUpdate(null, 34)).toBe(false);
    expect(needsStoreUpdate(33, 34)).toBe(true);
    expect(needsStoreUpdate(34, 34)).toBe(false);
  });
});

describe('addressWithoutSession', () => {
  it('drops the session keys and keeps the rest', () => {
    expect(addressWithoutSession('https://game.example/?jsession=abc&lang=en#x')).toBe(
      'https://game.example/?lang=en#x',
    );
    expect(addressWithoutSession('https://game.example/?JSESSIONID=a&Authorization=b&ref=r')).toBe(
      'https://game.example/?ref=r',
    );
    expect(addressWithoutSession('https://game.example/?lang=en')).toBeNull();
  });
});
