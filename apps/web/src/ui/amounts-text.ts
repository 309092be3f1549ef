import type { ResourceKind } from '@rol/rules/content/resources';
import { RESOURCE_KINDS } from '@rol/rules/content/resources';
import { abbreviateNumber } from '../numbers/abbreviate-number.ts';

/** "5 emeralds, 120 gold": an amount of several resources (a price, a reward), in §3 kind order. */
export function amountsText(
  amounts: Partial<Record<ResourceKind, number>>,
  t: (key: string) => string,
): string {
  return RESOURCE_KINDS.filter((kind) => (amounts[kind] ?? 0) > 0)
    .map((kind) => `${abbreviateNumber(amounts[kind] ?? 0)} ${t(`names.resource.${kind}`)}`)
    .join(', ');
}
