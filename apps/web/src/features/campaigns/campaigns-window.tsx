import { SNOW_WORLD } from '@rol/rules/world/snow-world';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignDto } from '@rol/protocol/campaign-routes';
import { durationText } from '../../numbers/duration-text.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { amountsText } from '../../ui/amounts-text.ts';
import { Button } from '../../ui/form-controls.tsx';
import { useWindowStore, type WindowName } from '../../stores/window-store.ts';
import { ShopFeedback } from '../../ui/shop-feedback.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useServerNow } from '../../ui/use-server-now.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { useCampaignUse, useCampaigns } from './campaigns-api.ts';
import { OkGroupPanel } from './ok-group-panel.tsx';
import '../../ui/shop-window.css';
import './campaigns.css';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Where a running promotion without a gift of its own is used: the window its button opens. */
const GOES_TO: Partial<Record<CampaignDto['type'], WindowName>> = {
  CHEST: 'chests',
  CHEST_2: 'chests',
  CHEST_3: 'chests',
  WHEEL: 'wheel',
  GEMS_PLUS_50: 'bank',
  HERO: 'hero-shop',
  PORTAL_DISCOUNT: 'portal-shop',
  SNOW_WORLD: 'snow-world',
};

function giftText(gift: NonNullable<CampaignDto['gift']>, t: Translate): string {
  const parts: string[] = [];
  if (gift.amounts) parts.push(amountsText(gift.amounts, (key, options) => t(key, options)));
  if (gift.artifacts.length > 0) parts.push(t('campaigns.artifacts', { count: gift.artifacts.length }));
  if (gift.booster) parts.push(t('campaigns.booster'));
  return parts.join(', ');
}

/** The promotions calendar: what runs now and until when, what comes next, and each gift with its limits. */
export default function CampaignsWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const tr: Translate = (key, params) => t(key, params ?? {});
  const failureText = useFailureText();
  const campaigns = useCampaigns();
  const take = useCampaignUse();
  const now = useServerNow();
  const [notice, setNotice] = useState<string | null>(null);
  const list = [...(campaigns.data?.campaigns ?? [])].sort((a, b) => Number(b.running) - Number(a.running));
  const error = campaigns.error ?? take.error;

  return (
    <WindowFrame name="campaigns" title={t('campaigns.title')} onClose={onClose} className="window--shop">
      <div className="campaigns" data-testid="campaigns">
        <OkGroupPanel />
        {campaigns.isPending ? <p className="window__lead">{t('shop.loading')}</p> : null}
        <ul className="campaigns__list">
          {list.map((c) => {
            const spent =
              (c.usesPerRun !== null && c.usesInRun >= c.usesPerRun) ||
              (c.usesPerDay !== null && c.usesToday >= c.usesPerDay);
            return (
              <li
                key={c.id}
                className="campaigns__item"
                data-testid={`campaign-${c.id}`}
                data-running={c.running ? '1' : '0'}
              >
                <div className="campaigns__text">
                  <strong>{t(`campaigns.type.${c.type}`)}</strong>
                  <span className="campaigns__time">
                    {c.running
                      ? t('campaigns.endsIn', { time: durationText(c.endsAt - now, t) })
                      : t('campaigns.startsIn', { time: durationText(c.startsAt - now, t) })}
                  </span>
                  {c.gift ? <span>{t('campaigns.gift', { gift: giftText(c.gift, tr) })}</span> : null}
                  {c.type === 'SNOW_WORLD' ? <span>{t('campaigns.snowDays', { level: SNOW_WORLD.campaignLevel })}</span> : null}
                  {c.gift && c.usesPerDay !== null ? (
                    <span>{t('campaigns.perDay', { used: c.usesToday, limit: c.usesPerDay })}</span>
                  ) : null}
                </div>
                {c.gift ? (
                  <Button
                    data-testid={`campaign-use-${c.id}`}
                    disabled={!c.running || spent || take.isPending}
                    onClick={() => {
                      setNotice(null);
                      take.mutate(c.id, { onSuccess: () => setNotice(t('campaigns.taken')) });
                    }}
                  >
                    {spent ? t('campaigns.used') : t('campaigns.take')}
                  </Button>
                ) : null}
                {!c.gift && c.running && GOES_TO[c.type] ? (
                  <Button
                    variant="stone"
                    data-testid={c.type === 'SNOW_WORLD' ? 'campaign-snow-world' : `campaign-go-${c.id}`}
                    onClick={() => useWindowStore.getState().open(GOES_TO[c.type]!)}
                  >
                    {t(`campaigns.go.${GOES_TO[c.type]!}`)}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
        <ShopFeedback note={notice} noteTestId="campaign-notice" error={error ? failureText(error) : null} />
      </div>
    </WindowFrame>
  );
}
