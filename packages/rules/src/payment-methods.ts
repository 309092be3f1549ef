/**
 * The payment method of the settings (§2). Only our own site takes payments itself (through
 * YooKassa), so only there does the player choose: YooKassa's own page with every method (`auto`),
 * or straight to a card, the Faster Payments System (SBP), SberPay or a YooMoney wallet. On a host
 * platform the platform's own payment is the only one and nothing is chosen.
 */
export const PAYMENT_METHODS = ['auto', 'bank_card', 'sbp', 'sberbank', 'yoo_money'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods a player of `source` chooses among; empty where the platform's payment is the only one. */
export function paymentMethodsOf(source: string): readonly PaymentMethod[] {
  return source === 'own' ? PAYMENT_METHODS : [];
}

/** The method a checkout uses: the chosen one while the source offers it, else `auto`. */
export function effectivePaymentMethod(source: string, chosen: string | null | undefined): PaymentMethod {
  const offered = paymentMethodsOf(source);
  return offered.find((method) => method === chosen) ?? 'auto';
}
