import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setRatedRoute } from '@rol/protocol/news-routes';
import { api } from '../../api/api.ts';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import { playerInfoKey } from '../../api/player-info.ts';
import { useWindowStore, type WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { MessageWindow } from '../../ui/message-window.tsx';
import './rate-prompt.css';

/**
 * The one-time rate prompt: showing it records the answer (`player/set/rated`), so it is never
 * asked again whatever the player chooses; "Rate" opens the forum, where the review is written.
 */
export default function RatePromptWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  useEffect(() => {
    api
      .call(setRatedRoute)
      .then(() =>
        client.setQueryData<PlayerInfoDto | null>(playerInfoKey, (info) =>
          info ? { ...info, player: { ...info.player, metaData: { ...info.player.metaData, rated: true } } } : info,
        ),
      )
      .catch(() => undefined);
  }, [client]);
  const rate = () => {
    onClose();
    useWindowStore.getState().open('forum');
  };
  return (
    <MessageWindow
      name="rate-prompt"
      title={t('ratePrompt.title')}
      icon="star-formation"
      text={t('ratePrompt.text')}
      onClose={onClose}
      action={
        <div className="rate-prompt__actions">
          <Button data-testid="rate-prompt-rate" onClick={rate}>
            {t('ratePrompt.rate')}
          </Button>
          <Button variant="stone" data-testid="rate-prompt-later" onClick={onClose}>
            {t('ratePrompt.later')}
          </Button>
        </div>
      }
    />
  );
}
