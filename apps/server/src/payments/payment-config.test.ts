import { describe, expect, it } from 'vitest';
import { paymentConfigFrom } from './payment-config.ts';

describe('PAYMENTS_TEST_MODE', () => {
  it('is off unless set to 1: test payments are then never credited', () => {
    expect(paymentConfigFrom({}).testMode).toBe(false);
    expect(paymentConfigFrom({ PAYMENTS_TEST_MODE: '' }).testMode).toBe(false);
    expect(paymentConfigFrom({ PAYMENTS_TEST_MODE: '0' }).testMode).toBe(false);
    expect(paymentConfigFrom({ PAYMENTS_TEST_MODE: ' 1 ' }).testMode).toBe(true);
  });

  it('stops the boot on any other value rather than guess what was meant', () => {
    for (const value of ['true', 'yes', 'on', '2'])
      expect(() => paymentConfigFrom({ PAYMENTS_TEST_MODE: value })).toThrow(/PAYMENTS_TEST_MODE/);
    // The GamePush-only setting it replaced is not silently ignored.
    expect(() => paymentConfigFrom({ GAMEPUSH_TEST_PURCHASES: '1' })).toThrow(/PAYMENTS_TEST_MODE/);
  });
});
