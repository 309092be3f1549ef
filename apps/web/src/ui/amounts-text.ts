import type { ResourceKind } from '@rol/rules/content/resources';
import { RESOURCE_KINDS } from '@rol/rules/content/resources';
import { ABBREVIATE_ABOVE, abbreviateNumber } from '../numbers/abbreviate-number.ts';

type T = (key: string, options: { count: number; amount: string }) => string;

/**
 * The number that picks a resource noun's plural form (i18next `count`): the amount as shown, or
 * for an abbreviated amount a round thousand — "12.3k" reads "12.3 thousand", and the noun after
 * a thousand takes the form of "5" ("12.3k кристаллов", "12.3k crystals").
 */
export function pluralCount(amount: number): number {
  const shown = Math.trunc(Math.abs(amount));
  return shown > ABBREVIATE_ABOVE ? 1000 : shown;
}

/** "5 emeralds", "4 золота": one resource's abbreviated amount with the noun in its plural form. */
export function resourceAmountText(kind: ResourceKind, amount: number, t: T): string {
  return t(`names.resourceAmount.${kind}`, { count: pluralCount(amount), amount: abbreviateNumber(amount) });
}

/** "5 emeralds, 120 gold": an amount of several resources (a price, a reward), in §3 kind order. */
export function amountsText(amounts: Partial<Record<ResourceKind, number>>, t: T): string {
  return RESOURCE_KINDS.filter((kind) => (amounts[kind] ?? 0) > 0)
    .map((kind) => resourceAmountText(kind, amounts[kind] ?? 0, t))
    .join(', ');
}
