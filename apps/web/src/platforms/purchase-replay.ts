import type { PlatformAdapter, PlatformCreditCall } from './platform-adapter.ts';

/**
 * §4 Start: purchases the platform holds unconsumed (Yandex: paid, but the game never heard back,
 * e.g. the page closed mid-purchase) go to the server, which credits each once and answers the
 * tokens it credited; only those are consumed. A refusal leaves them for the next start.
 */
export async function replayUnconsumedPurchases(
  adapter: PlatformAdapter,
  credit: (signature: string) => Promise<{ tokens: string[] }>,
): Promise<number> {
  if (!adapter.unconsumedPurchases || !adapter.consume) return 0;
  const signature = await adapter.unconsumedPurchases();
  if (signature === null) return 0;
  const { tokens } = await credit(signature);
  await adapter.consume(tokens);
  return tokens.length;
}

/**
 * §4 Start, for platforms whose server API our server reads (Kongregate): the call that credits
 * purchases made while the game did not hear back, each once (Kongregate's items are used up by our
 * server; tokens it answers are consumed where the platform consumes on the client). Returns the
 * gems credited.
 */
export async function replayPlatformPurchases(
  adapter: PlatformAdapter,
  credit: (call: PlatformCreditCall) => Promise<{ credited: number; tokens: string[] }>,
): Promise<number> {
  const call = await adapter.replayCall?.();
  if (!call) return 0;
  const { credited, tokens } = await credit(call);
  if (tokens.length > 0) await adapter.consume?.(tokens);
  return credited;
}
