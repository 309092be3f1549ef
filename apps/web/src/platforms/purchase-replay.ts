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

/**
 * §4 Start, for platforms that confirm purchases to our server by their own callback (GamePush's
 * webhook): packs the platform still holds unconsumed were paid, but the page closed before the
 * gems were taken. The start takes what the server has credited (the bank's "credited but not
 * received"), then consumes them on the platform, so the same pack can be bought again. The
 * callback, not the consume, is what credits: a pack whose callback is still on its way is credited
 * when it arrives and waits in the bank's banner. A take that fails consumes nothing (next start).
 * Returns the gems taken.
 */
export async function replayHeldPurchases(
  adapter: PlatformAdapter,
  take: () => Promise<{ taken: number }>,
): Promise<number> {
  if (!adapter.heldPurchases || !adapter.consume) return 0;
  const tags = await adapter.heldPurchases();
  if (tags.length === 0) return 0;
  const { taken } = await take();
  await adapter.consume(tags);
  return taken;
}
