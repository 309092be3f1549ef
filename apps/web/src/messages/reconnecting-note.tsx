import { useTranslation } from 'react-i18next';
import { useRealtimeStore } from '../stores/realtime-store.ts';

/** A line over chat and mail while the realtime connection is down (live messages paused). */
export function ReconnectingNote() {
  const { t } = useTranslation();
  const status = useRealtimeStore((s) => s.status);
  if (status !== 'checking' && status !== 'offline') return null;
  return (
    <p className="msg-reconnecting" role="status" data-testid="messages-reconnecting">
      {t('messages.reconnecting')}
    </p>
  );
}
