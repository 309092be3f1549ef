import { useTranslation } from 'react-i18next';
import { BONUS_POINTS_PER_EMERALD, BONUS_TIER_DEFS, BONUS_TIERS } from '@rol/rules/economy/bonus-status';
import type { WindowProps } from '../../stores/window-store.ts';
import { Icon } from '../../ui/icon.tsx';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { useBonusStatus } from './bonus-status-api.ts';
import './bonus-status.css';

const TIER_COLOURS = { silver: '#c8ccd4', gold: '#f2c14e', brilliant: '#8fe3ff' } as const;

/**
 * The bonus points status (§2): the three tiers, the points each needs and its perks, from the
 * rules' table; points come from emeralds bought.
 */
export default function BonusStatusWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const status = useBonusStatus().data;
  return (
    <WindowFrame name="bonus-status" title={t('bonusStatus.title')} onClose={onClose}>
      <div className="bonus-status" data-testid="bonus-status">
        <p className="window__lead">{t('bonusStatus.lead', { points: BONUS_POINTS_PER_EMERALD })}</p>
        {status ? (
          <div className="bonus-status__mine" data-testid="bonus-status-mine">
            <strong>{t('bonusStatus.mine', { points: status.points })}</strong>
            <span>{status.tier ? t(`bonusStatus.tier.${status.tier}`) : t('bonusStatus.noTier')}</span>
            {status.next ? (
              <span>{t('bonusStatus.next', { tier: t(`bonusStatus.tier.${status.next.tier}`), missing: status.next.missing })}</span>
            ) : null}
            <span>{t('bonusStatus.golden', { count: status.goldenTickets, emeralds: status.goldenTicketEmeralds })}</span>
          </div>
        ) : null}
        <ul className="bonus-status__tiers">
          {BONUS_TIERS.map((tier) => {
            const def = BONUS_TIER_DEFS[tier];
            const mine = status?.tier === tier;
            return (
              <li
                key={tier}
                className={`bonus-status__tier${mine ? ' bonus-status__tier--mine' : ''}`}
                data-testid={`bonus-tier-${tier}`}
                data-mine={mine ? '1' : '0'}
              >
                <span className="bonus-status__badge" style={{ color: TIER_COLOURS[tier] }} aria-hidden="true">
                  <Icon name="star-medal" size={34} />
                </span>
                <div>
                  <h3 className="bonus-status__name">
                    {t(`bonusStatus.tier.${tier}`)}
                    {mine ? <span className="bonus-status__yours">{t('bonusStatus.yours')}</span> : null}
                  </h3>
                  <p className="bonus-status__line">{t('bonusStatus.from', { points: def.fromPoints })}</p>
                  <p className="bonus-status__line">{t('bonusStatus.pack', { percent: def.packBonusPercent })}</p>
                  {def.shopDiscountPercent > 0 ? (
                    <p className="bonus-status__line">{t('bonusStatus.discount', { percent: def.shopDiscountPercent })}</p>
                  ) : null}
                  {def.extraDailySpins > 0 ? (
                    <p className="bonus-status__line">{t('bonusStatus.spins', { count: def.extraDailySpins })}</p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        <p className="bonus-status__note">{t('bonusStatus.note')}</p>
      </div>
    </WindowFrame>
  );
}
