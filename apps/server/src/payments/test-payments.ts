import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * Test payments (docs/platforms.md, "Test payments"): a payment its platform marks as a test is
 * credited only by a server run with PAYMENTS_TEST_MODE=1 (staging). Each platform's code reads its
 * own mark (VK's `_test` notifications, YooKassa's `test`, RuStore's `sandbox`, GamePush's test
 * purchases) and answers the refusal its platform expects; this is the rule they share.
 */
export function refusesTestPayment(ctx: AppContext, markedTest: boolean): boolean {
  return markedTest && !ctx.config.payments.testMode;
}

/** The same rule for a call the player makes: PAYMENT_TEST_REFUSED (403), nothing credited. */
export function assertTestPaymentAllowed(ctx: AppContext, markedTest: boolean): void {
  if (refusesTestPayment(ctx, markedTest)) throw new ApiError('PAYMENT_TEST_REFUSED');
}
