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
 * §4 Start, for platforms whose server API our server reads (Kongregate, RuStore): the calls that
 * credit purchases made while the game did not hear back, each once (Kongregate's items are used up
 * by our server; the tokens it answers are consumed where the platform consumes on the client:
 * RuStore's purchase ids are confirmed). A refused call consumes nothing and leaves its purchase for
 * the next start; the others go on. Returns the gems credited.
 */
export async function replayPlatformPurchases(
  adapter: PlatformAdapter,
  credit: (call: PlatformCreditCall) => Promise<{ credited: number; tokens: string[] }>,
  warn: (message: string, error: unknown) => void = () => undefined,
): Promise<number> {
  const first = await adapter.replayCall?.();
  const calls = [...(first ? [first] : []), ...((await adapter.unconfirmedCalls?.()) ?? [])];
  let total = 0;
  for (const call of calls) {
    try {
      const { credited, tokens } = await credit(call);
      total += credited;
      if (tokens.length > 0) await adapter.consume?.(tokens);
    } catch (error) {
      warn('a purchase was not credited', error);
    }
  }
  return total;
}

/**
 * §4 Start, for platforms that confirm purchases to our server by their own callback (GamePush's
 * webhook): packs the platform still holds unconsumed were paid, but the page closed before the
 * gems were taken. The server takes what it has credited and answers which of these purchases it
 * credited (`gp/take`); only those are consumed on the platform, so the same pack can be bought
 * again. A pack whose callback has not arrived yet is not consumed: it stays held, and a later start
 * asks again (consuming it would lose the purchase). A take that fails consumes nothing. Returns
 * the gems taken.
 */
export async function replayHeldPurchases(
  adapter: PlatformAdapter,
  take: (purchaseIds: string[]) => Promise<{ taken: number; credited: string[] }>,
): Promise<number> {
  if (!adapter.heldPurchases || !adapter.consume) return 0;
  const held = await adapter.heldPurchases();
  if (held.length === 0) return 0;
  const { taken, credited } = await take(held.map((h) => h.purchaseId));
  const tags = held.filter((h) => credited.includes(h.purchaseId)).flatMap((h) => h.tags);
  if (tags.length > 0) await adapter.consume(tags);
  return taken;
}
