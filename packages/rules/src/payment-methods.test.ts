import { describe, expect, it } from 'vitest';
import { effectivePaymentMethod, PAYMENT_METHODS, paymentMethodsOf } from './payment-methods.ts';

describe('payment methods', () => {
  it('are a choice on our own site only', () => {
    expect(paymentMethodsOf('own')).toEqual(PAYMENT_METHODS);
    for (const source of ['tg', 'ya', 'vk', 'ok', 'mystore', 'kong', 'gp', 'rustore'])
      expect(paymentMethodsOf(source)).toEqual([]);
  });

  it('fall back to auto when nothing valid is chosen or the source offers no choice', () => {
    expect(effectivePaymentMethod('own', 'sbp')).toBe('sbp');
    expect(effectivePaymentMethod('own', null)).toBe('auto');
    expect(effectivePaymentMethod('own', 'cash')).toBe('auto');
    expect(effectivePaymentMethod('tg', 'sbp')).toBe('auto');
  });
});
