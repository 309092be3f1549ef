import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adRewardClaimRoute, adRewardGetRoute } from '@rol/protocol/platform-payment-routes';
import { api } from '../../api/api.ts';
import { afterPurchase } from '../../api/gear-cache.ts';
import type { PlatformAdapter } from '../../platforms/platform-adapter.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';

const adRewardKey = ['ad-reward'] as const;

/**
 * Emeralds for a rewarded ad, under the bank's packs, where the player's platform shows such ads:
 * the platform's SDK shows the ad; only when it says the ad was watched to the end does the server
 * credit the reward, within the day's ad views (received/limit, shared with the wheel's tickets for
 * ads) and the pause between two.
 */
export function AdReward({ adapter }: { adapter: PlatformAdapter | null }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const client = useQueryClient();
  const state = useQuery({ queryKey: adRewardKey, queryFn: () => api.call(adRewardGetRoute), retry: false });
  const [note, setNote] = useState<string | null>(null);
  const watch = useMutation({
    mutationFn: async () => {
      if (!adapter || !(await adapter.showAd('rewarded'))) return null;
      return api.call(adRewardClaimRoute);
    },
    onSuccess: async (answer) => {
      if (answer === null) return setNote(t('bank.ad.unfinished'));
      client.setQueryData(adRewardKey, answer);
      setNote(t('bank.ad.credited', { gems: answer.credited }));
      await afterPurchase(client, answer.balances);
    },
    // The day's ad views are shared with the wheel's tickets for ads: both look again.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adRewardKey }),
        client.invalidateQueries({ queryKey: ['campaign', 'wheel'] }),
      ]),
  });
  const data = state.data;
  // The pause between two rewards: look again once it is over.
  useEffect(() => {
    if (!data || data.left === 0 || data.waitMs <= 0) return;
    const timer = setTimeout(() => void client.invalidateQueries({ queryKey: adRewardKey }), data.waitMs + 500);
    return () => clearTimeout(timer);
  }, [client, data]);
  if (!adapter || !data?.offered) return null;
  const ready = data.left > 0 && data.waitMs <= 0;
  return (
    <section className="bank__ad" data-testid="bank-ad">
      <Button
        icon="emerald"
        data-testid="bank-ad-watch"
        disabled={!ready || watch.isPending}
        onClick={() => {
          setNote(null);
          watch.mutate();
        }}
      >
        {t('bank.ad.watch', { gems: data.gems })}
      </Button>
      <span className="form-note" data-testid="bank-ad-left">
        {t('bank.ad.views', { received: data.received, limit: data.limit })}
        {' · '}
        {data.left === 0 ? t('bank.ad.none') : ready ? t('bank.ad.ready') : t('bank.ad.wait')}
      </span>
      {note ? (
        <p className="form-note" data-testid="bank-ad-note" role="status">
          {note}
        </p>
      ) : null}
      <FormError text={watch.error ? failureText(watch.error) : null} />
    </section>
  );
}
