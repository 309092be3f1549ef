import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { consumableArt } from '../../art/item-art.ts';
import { battleStore } from '../../stores/battle-store.ts';
import { Icon } from '../../ui/icon.tsx';
import type { BattleController } from './battle-controller.ts';
import { consumableTargets } from './consumable-targets.ts';

/**
 * The backpack's items taken into this battle (battle status consumables): choose one, then the
 * creature to use it on (the fitting ones glow; resurrection items only on fallen heroes). An item
 * with nobody to use it on now stays off.
 */
export function BattleConsumables({ controller }: { controller: BattleController }) {
  const { t } = useTranslation();
  const consumables = useStore(battleStore, (s) => s.status?.consumables ?? []);
  const creatures = useStore(battleStore, (s) => s.creatures);
  const chosenId = useStore(battleStore, (s) => s.consumableId);
  const choosing = useStore(battleStore, (s) => s.phase === 'choose');
  if (consumables.length === 0) return null;
  const chosen = consumables.find((c) => c.id === chosenId);
  return (
    <div className="battle-backpack" data-testid="battle-consumables">
      <div className="battle-backpack__items" role="group" aria-label={t('battle.consumables')}>
        {consumables.map((item) => {
          const art = consumableArt(item.consumableId);
          const name = t(`names.consumable.${item.consumableId}`);
          const targets = consumableTargets(item.consumableId, creatures);
          const on = item.id === chosenId;
          const label =
            targets.length > 0
              ? t('battle.consumableUse', { item: name })
              : t('items.battle.noTarget', { item: name });
          return (
            <button
              key={item.id}
              type="button"
              className={`battle-backpack__item${on ? ' battle-backpack__item--on' : ''}`}
              style={{ color: art.color }}
              data-testid={`battle-consumable-${item.id}`}
              data-consumable={item.consumableId}
              aria-pressed={on}
              aria-label={label}
              title={`${label} — ${t(`items.about.${item.consumableId}`)}`}
              disabled={!choosing || targets.length === 0}
              onClick={() => controller.chooseConsumable(item.id)}
            >
              <Icon name={art.icon} size={28} />
            </button>
          );
        })}
        {chosen ? (
          <button
            type="button"
            className="battle-backpack__cancel"
            data-testid="battle-consumable-cancel"
            onClick={() => controller.chooseConsumable(null)}
          >
            {t('items.battle.cancel')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
