import type { PlatformAdapter } from './platform-adapter.ts';

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
