import { useTranslation } from 'react-i18next';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { amountsText } from '../../ui/amounts-text.ts';
import { Button } from '../../ui/form-controls.tsx';
import type { useProfileCalls } from './profile-api.ts';
import { groupPrice, MAX_GROUP_UPGRADE } from './profile-rules.ts';
import { useShortfall } from '../../ui/use-shortfall.ts';

/** The group upgrade's footer (§9: at most 6 heroes): how many are chosen, the total price, the button. */
export function GroupUpgradePanel({
  creatures,
  selected,
  call,
  onDone,
}: {
  creatures: readonly CreatureDto[];
  selected: readonly number[];
  call: ReturnType<typeof useProfileCalls>['level'];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const price = groupPrice(creatures, selected);
  const shortfall = useShortfall(selected.length > 0 ? price : null);
  return (
    <div
      className="profile-footer"
      data-testid="profile-group"
      data-count={selected.length}
      data-gold={price.GOLD ?? 0}
    >
      <div className="profile-footer__text">
        <strong>
          {t('heroes.profile.group.chosen', { count: selected.length, max: MAX_GROUP_UPGRADE })}
        </strong>
        <span data-testid="profile-group-price">
          {selected.length > 0
            ? t('heroes.profile.group.price', { price: amountsText(price, t) })
            : t('heroes.profile.group.nothing')}
        </span>
        {shortfall.text ? (
          <span className="price-shortfall" data-testid="profile-group-shortfall">
            {shortfall.text}
          </span>
        ) : null}
        {call.isSuccess ? <span className="form-note">{t('heroes.profile.group.done')}</span> : null}
      </div>
      <Button
        icon="upgrade"
        data-testid="profile-group-upgrade"
        data-payable={shortfall.payable ? '1' : '0'}
        disabled={selected.length === 0 || call.isPending || !shortfall.payable}
        onClick={() => call.mutate([...selected], { onSuccess: onDone })}
      >
        {t('heroes.profile.group.upgrade')}
      </Button>
    </div>
  );
}
