import { describe, expect, it } from 'vitest';
import { codeOf, okLaunch } from '../../test/platforms/platform-test-kit.ts';
import { md5Hex } from './proof-checks.ts';
import { okSig, uniqueParams, verifyOkLaunchParams, verifyOkSig } from './ok-signature.ts';

const SECRET = 'TEST0OK0SECRET';

describe('OK signatures', () => {
  it('accepts launch parameters whose auth_sig matches', () => {
    expect(verifyOkLaunchParams(okLaunch('575862436512', '-s-abc', SECRET), SECRET)).toMatchObject({
      source: 'ok',
      userId: '575862436512',
    });
  });

  it('refuses another secret, another user and a missing session key', () => {
    expect(codeOf(() => verifyOkLaunchParams(okLaunch('1', 'k', SECRET), 'wrong'))).toBe(
      'PLATFORM_PROOF_INVALID',
    );
    expect(
      codeOf(() =>
        verifyOkLaunchParams(
          okLaunch('1', 'k', SECRET).replace('logged_user_id=1', 'logged_user_id=2'),
          SECRET,
        ),
      ),
    ).toBe('PLATFORM_PROOF_INVALID');
    expect(codeOf(() => verifyOkLaunchParams('logged_user_id=1&auth_sig=' + 'a'.repeat(32), SECRET))).toBe(
      'PLATFORM_PROOF_MALFORMED',
    );
  });

  it('checks a payment callback sig over the sorted parameters', () => {
    const params = new Map([
      ['uid', '575862436512'],
      ['transaction_id', '1234567890'],
      ['product_code', 'gems_100'],
      ['amount', '10'],
    ]);
    // sorted: amount, product_code, transaction_id, uid
    const expected = md5Hex(
      `amount=10product_code=gems_100transaction_id=1234567890uid=575862436512${SECRET}`,
    );
    expect(okSig(params, SECRET)).toBe(expected);
    params.set('sig', expected.toUpperCase());
    expect(() => verifyOkSig(params, SECRET)).not.toThrow();
    params.set('amount', '1');
    expect(codeOf(() => verifyOkSig(params, SECRET))).toBe('PLATFORM_PROOF_INVALID');
    expect(codeOf(() => verifyOkSig(uniqueParams('uid=1'), SECRET))).toBe('PLATFORM_PROOF_MALFORMED');
    expect(codeOf(() => uniqueParams('uid=1&uid=2'))).toBe('PLATFORM_PROOF_MALFORMED');
  });
});
