import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CURRENCY_MINOR } from '@rol/rules/content/gem-packs';
import { moneyAmountText } from '../../numbers/money-text.ts';
import { playerInfoQuery } from '../../api/player-info.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { ShopFeedback } from '../../ui/shop-feedback.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { usePlatformStore } from '../../platforms/platform-store.ts';
import { useBank } from './bank-api.ts';
import { buyModeOf, useBuyPack, type BuyResult } from './bank-purchase.ts';
import { AdReward } from './ad-reward.tsx';
import { PaymentNotices } from './payment-notices.tsx';
import { PackSaleBanner } from './pack-sale-banner.tsx';
import '../../ui/shop-window.css';
import './bank.css';

/**
 * The bank of gems (§2): the emerald packs in the player's currency (each with the wheel tickets it
 * earns and, while the GEMS_PLUS_50 campaign runs, its +50 % emeralds), the pack sale (running, with
 * its pack marked, or the next one), the banners of the payments under way, and the purchase through
 * the platform the game runs on.
 */
export default function BankWindow({ onClose }: WindowProps) {
  const { t, i18n } = useTranslation();
  const failureText = useFailureText();
  const bank = useBank();
  const { data: info } = useQuery(playerInfoQuery);
  const adapter = usePlatformStore((s) => s.adapter);
  const mode = buyModeOf(info?.player.userSource, adapter, info?.player.accessLevel === 'TRIAL');
  const purchase = useBuyPack(mode, adapter, info?.player.userSource);
  const [note, setNote] = useState<string | null>(null);
  const data = bank.data;
  // The own site's checkout needs a payment provider on the server: without one, every Buy is
  // disabled and the bank says so before any press.
  const unconfigured = mode === 'checkout' && data?.checkout === false;
  const canBuy = mode !== null && !unconfigured;
  const error = bank.error ?? purchase.error;
  const noteOf = (result: BuyResult): string | null =>
    result.status === 'paid'
      ? t('bank.credited', { gems: result.credited })
      : result.status === 'redirect'
        ? null
        : t(`bank.${result.status}`);

  return (
    <WindowFrame name="bank" title={t('bank.title')} onClose={onClose} className="window--shop">
      <div className="bank" data-testid="bank">
        {data ? <PaymentNotices notices={data.notices} /> : null}
        <p className="window__lead">{t('bank.lead')}</p>
        {data ? <PackSaleBanner sale={data.sale} packs={data.packs} /> : null}
        {!data ? (
          bank.isPending ? (
            <p className="window__lead">{t('shop.loading')}</p>
          ) : null
        ) : (
          <ul className="bank__packs" data-currency={data.currency}>
            {data.packs.map((pack) => (
              <li key={pack.id} className="bank__pack" data-testid={`bank-pack-${pack.id}`}>
                <span className="bank__gems">
                  <Icon name="emerald" size={28} />
                  <strong>{t('bank.pack', { gems: pack.gems })}</strong>
                  {pack.bonus > 0 ? <em>{t('bank.bonus', { bonus: pack.bonus })}</em> : null}
                  {pack.campaignBonus > 0 ? (
                    <em className="bank__campaign" data-testid={`bank-campaign-${pack.id}`}>
                      {t('bank.campaignBonus', { gems: pack.campaignBonus })}
                    </em>
                  ) : null}
                  {pack.saleBonus > 0 ? (
                    <em className="bank__sale" data-testid={`bank-sale-${pack.id}`}>
                      {t('bank.sale.badge', { percent: data.sale.percent, extra: pack.saleBonus })}
                    </em>
                  ) : null}
                  <span className="bank__tickets" data-testid={`bank-tickets-${pack.id}`}>
                    {t('bank.wheelTickets', { count: pack.wheelTickets })}
                  </span>
                </span>
                <Button
                  className="bank__buy"
                  data-testid={`bank-buy-${pack.id}`}
                  disabled={!canBuy || purchase.isPending}
                  onClick={() => {
                    setNote(null);
                    purchase.buy(
                      { id: pack.id, gems: pack.gems, price: pack.price, currency: data.currency },
                      (result) => setNote(noteOf(result)),
                    );
                  }}
                >
                  {t('bank.buy', {
                    price: t(`bank.currency.${data.currency}`, {
                      amount: moneyAmountText(pack.price, CURRENCY_MINOR[data.currency], i18n.language),
                      count: pack.price / CURRENCY_MINOR[data.currency],
                    }),
                  })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {data ? <AdReward adapter={adapter} /> : null}
        {data && mode === 'checkout' && !unconfigured ? (
          <p className="form-note" data-testid="bank-checkout-note">
            {t('bank.checkout')}
          </p>
        ) : null}
        {data && unconfigured ? (
          <p className="form-note" data-testid="bank-not-configured">
            {t('bank.notConfigured')}
          </p>
        ) : null}
        {data && mode === null ? (
          <p className="form-note" data-testid="bank-unavailable">
            {t('bank.unavailable')}
          </p>
        ) : null}
        <ShopFeedback note={note} noteTestId="bank-note" error={error ? failureText(error) : null} />
      </div>
    </WindowFrame>
  );
}
