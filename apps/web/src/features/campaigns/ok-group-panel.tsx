import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { campaignOkGroupRoute, dailyOkTakeRoute } from '@rol/protocol/campaign-routes';
import { api } from '../../api/api.ts';
import { afterPurchase } from '../../api/gear-cache.ts';
import { amountsText } from '../../ui/amounts-text.ts';
import { Button } from '../../ui/form-controls.tsx';
import { ShopFeedback } from '../../ui/shop-feedback.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';

/** The OK group: its address, and for players from OK the daily reward. */
export function OkGroupPanel() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const client = useQueryClient();
  const group = useQuery({
    queryKey: ['campaigns', 'ok-group'],
    queryFn: () => api.call(campaignOkGroupRoute),
    retry: false,
  });
  const take = useMutation({
    mutationFn: () => api.call(dailyOkTakeRoute),
    onSuccess: (answer) => afterPurchase(client, answer.balances),
  });
  const [notice, setNotice] = useState<string | null>(null);
  if (!group.data) return null;
  return (
    <section className="campaigns__ok" data-testid="ok-group">
      <a href={group.data.groupUrl} target="_blank" rel="noreferrer">
        {t('campaigns.okGroup')}
      </a>
      {group.data.member ? (
        <Button
          data-testid="ok-daily-take"
          disabled={take.isPending}
          onClick={() => {
            setNotice(null);
            take.mutate(undefined, {
              onSuccess: (answer) =>
                setNotice(
                  t('campaigns.okTaken', {
                    reward: amountsText(answer.reward, (key, options) => t(key, options)),
                  }),
                ),
            });
          }}
        >
          {t('campaigns.okDaily')}
        </Button>
      ) : null}
      <ShopFeedback
        note={notice}
        noteTestId="ok-daily-notice"
        error={take.error ? failureText(take.error) : null}
      />
    </section>
  );
}
