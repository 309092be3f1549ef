import { describe, expect, it } from 'vitest';
import { DEFAULT_FRAME_ANCESTORS, frameAncestorsFrom } from './frame-ancestors.ts';

describe('FRAME_ANCESTORS', () => {
  it('is the host platforms when unset, none, or a list of origins', () => {
    expect(frameAncestorsFrom(undefined)).toEqual(DEFAULT_FRAME_ANCESTORS);
    expect(frameAncestorsFrom('none')).toEqual([]);
    expect(frameAncestorsFrom(' https://games.example.com, https://*.Example.org:8443/ ')).toEqual([
      'https://games.example.com',
      'https://*.example.org:8443',
    ]);
  });

  it('stops the boot on anything else', () => {
    for (const value of ['*', 'https://*', 'vk.com', "https://vk.com; script-src 'unsafe-inline'", 'https://a.com/path'])
      expect(() => frameAncestorsFrom(value), value).toThrow(/FRAME_ANCESTORS/);
  });
});
