import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { everydayRewardTakeRoute } from '@rol/protocol/everyday-reward-routes';
import { api } from '../../api/api.ts';
import { patchPlayer } from '../../api/player-cache.ts';
import { durationText } from '../../numbers/duration-text.ts';
import { roadStore } from '../../stores/road-store.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { amountsText } from '../../ui/amounts-text.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useServerNow } from '../../ui/use-server-now.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import './everyday-reward.css';

/** §7 everyday reward: once per server day; the road learns whether it is available with its places. */
export default function EverydayRewardWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const client = useQueryClient();
  const reward = useStore(roadStore, (s) => s.everydayReward);
  const take = useMutation({
    mutationFn: () => api.call(everydayRewardTakeRoute),
    onSuccess: (answer) => {
      patchPlayer(client, answer.balances);
      roadStore.setState({ everydayReward: answer.everydayReward });
    },
  });
  const serverNow = useServerNow();
  const shown = take.data?.reward ?? reward?.reward ?? {};
  return (
    <WindowFrame name="everyday-reward" title={t('everyday.title')} onClose={onClose} compact>
      <div className="everyday" data-testid="everyday-window" data-available={reward?.available ? '1' : '0'}>
        <div className="everyday__emblem" style={{ color: '#ffd86b', ['--place-glow' as string]: '#ffb54d' }}>
          <Icon name="present" size={64} />
        </div>
        <p className="window__lead">{t('everyday.lead')}</p>
        <p className="everyday__note">{t('everyday.reward', { reward: amountsText(shown, t) })}</p>
        {take.isSuccess || (reward && !reward.available) ? (
          <p className="form-note" data-testid="everyday-taken">
            {t('everyday.taken', {
              time: durationText(
                (take.data?.everydayReward.nextAt ?? reward?.nextAt ?? serverNow) - serverNow,
                t,
              ),
            })}
          </p>
        ) : (
          <div className="everyday__actions">
            <Button
              icon="present"
              data-testid="everyday-take"
              disabled={take.isPending}
              onClick={() => take.mutate()}
            >
              {t('everyday.take')}
            </Button>
          </div>
        )}
        <FormError text={take.error ? failureText(take.error) : null} />
      </div>
    </WindowFrame>
  );
}
