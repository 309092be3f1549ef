import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RESOURCE_KINDS, type ResourceKind } from '@rol/rules/content/resources';
import { RESOURCE_ART } from '../../art/resource-art.ts';
import { playSound } from '../../game/battle/battle-sfx.ts';
import { resourceAmountText } from '../../ui/amounts-text.ts';
import { Icon } from '../../ui/icon.tsx';

/** The loot moment of a chest: one item after another, each with its sound. */
export const CHEST_LOOT_STEP_MS = 420;

/**
 * What an opened chest gave, one resource at a time (as a battle's result does): each item pops in
 * after the one before with its sound (muted with the sound setting; still with reduced motion).
 */
export function ChestLoot({
  amounts,
  testId,
}: {
  amounts: Partial<Record<ResourceKind, number>>;
  testId: string;
}) {
  const { t } = useTranslation();
  const items = RESOURCE_KINDS.filter((kind) => (amounts[kind] ?? 0) > 0);
  const signature = items.map((kind) => `${kind}:${amounts[kind]}`).join(',');
  useEffect(() => {
    if (!signature) return;
    const timers = signature
      .split(',')
      .map((_, i, all) =>
        setTimeout(
          () => playSound(i === all.length - 1 ? 'buff' : 'hit-light'),
          (i + 1) * CHEST_LOOT_STEP_MS,
        ),
      );
    return () => timers.forEach(clearTimeout);
  }, [signature]);
  if (items.length === 0) return null;
  return (
    <ul className="chest-loot" data-testid={testId} aria-label={t('chests.loot')} aria-live="polite">
      {items.map((kind, i) => (
        <li
          key={kind}
          className="chest-loot__item"
          data-testid={`${testId}-${kind}`}
          style={{ animationDelay: `${(i + 1) * CHEST_LOOT_STEP_MS}ms`, color: RESOURCE_ART[kind].color }}
        >
          <Icon name={RESOURCE_ART[kind].icon} size={30} />
          <span>{resourceAmountText(kind, amounts[kind] ?? 0, (key, options) => t(key, options))}</span>
        </li>
      ))}
    </ul>
  );
}
