import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GIFT_LIMITS, type GiftResource } from '@rol/rules/community/gift-rules';
import { playerInfoQuery } from '../../api/player-info.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { resourceAmountText } from '../../ui/amounts-text.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { GiftForm } from './gift-form.tsx';
import { useGiftActions, useGifts, type GiftBox } from './gifts-api.ts';
import './gifts.css';

type Tab = GiftBox | 'give';

/** §2 gifts: received (opened to read the hidden message), sent, and the form to give one. */
export default function GiftsWindow({ onClose }: WindowProps) {
  const { t, i18n } = useTranslation();
  const failure = useFailureText();
  const { data: info } = useQuery(playerInfoQuery);
  const [tab, setTab] = useState<Tab>('received');
  const list = useGifts(tab === 'sent' ? 'sent' : 'received');
  const { open, seen, promo } = useGiftActions();
  const giftNews = info?.player.giftNews ?? false;
  const { mutate: markSeen } = seen;
  useEffect(() => {
    if (tab === 'sent' && giftNews) markSeen();
  }, [tab, giftNews, markSeen]);
  if (!info) return null;
  const canGive = info.player.level >= GIFT_LIMITS.level;
  const error = list.error ?? open.error ?? promo.error ?? null;
  return (
    <WindowFrame name="gifts" title={t('gifts.title')} onClose={onClose} className="window--gifts">
      <Tabs
        label={t('gifts.title')}
        testIdPrefix="gifts-tab"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'received', label: t('gifts.received') },
          { value: 'sent', label: t('gifts.sent'), ...(giftNews ? { badge: '•' } : {}) },
          { value: 'give', label: t('gifts.send') },
        ]}
      />
      <FormError text={error ? failure(error) : null} />
      {tab === 'give' ? (
        canGive ? <GiftForm sentToday={list.data?.sentToday ?? 0} /> : <p className="gift-note">{t('gifts.levelNote', { level: GIFT_LIMITS.level })}</p>
      ) : (
        <>
          {list.data && list.data.gifts.length === 0 ? <p className="gift-note">{t('gifts.empty')}</p> : null}
          <ul className="gift-list">
            {list.data?.gifts.map((gift) => (
              <li key={gift.id} className="gift-card" data-testid={`gift-${gift.id}`}>
                <p className="gift-card__who">
                  {tab === 'sent' ? t('gifts.to', { name: gift.receiverName }) : t('gifts.from', { name: gift.senderName })} ·{' '}
                  {new Date(gift.createdAt).toLocaleDateString(i18n.language)}
                </p>
                <p className="gift-card__what">
                  {resourceAmountText(gift.resource as GiftResource, gift.amount, t)}
                </p>
                {gift.wish ? <p className="gift-card__wish">{gift.wish}</p> : null}
                {gift.hiddenText !== null && gift.hiddenText !== '' ? (
                  <p className="gift-card__hidden" data-testid={`gift-hidden-${gift.id}`}>
                    {t('gifts.hidden', { text: gift.hiddenText })}
                  </p>
                ) : null}
                {gift.openedAt === null && tab === 'received' ? (
                  <Button data-testid={`gift-open-${gift.id}`} disabled={open.isPending} onClick={() => open.mutate(gift.id)}>
                    {t('gifts.open')}
                  </Button>
                ) : gift.openedAt !== null ? (
                  <span className="gift-note">{t('gifts.opened')}</span>
                ) : null}
              </li>
            ))}
          </ul>
          {tab === 'received' ? (
            <Button variant="stone" data-testid="promo-gift" disabled={promo.isPending} onClick={() => promo.mutate()}>
              {promo.isSuccess ? t('gifts.promoDone') : t('gifts.promo')}
            </Button>
          ) : null}
        </>
      )}
    </WindowFrame>
  );
}
