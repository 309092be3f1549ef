import { describe, expect, it } from 'vitest';
import { readLaunchParams } from '../../launch/launch-params.ts';
import { referralLink } from './referral-api.ts';

describe('the referral link', () => {
  it('carries the code where the launch reads it', () => {
    const link = referralLink('https://game.example', 'AB12C');
    expect(link).toBe('https://game.example/?ref=AB12C');
    expect(readLaunchParams(new URL(link).search).ref).toBe('AB12C');
  });
});
