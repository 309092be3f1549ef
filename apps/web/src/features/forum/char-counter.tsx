import { useTranslation } from 'react-i18next';
import { charCount } from '@rol/rules/community/forum-rules';

/** "count / max" under a field as the player types; red past the limit. */
export function CharCounter({ text, max, testId }: { text: string; max: number; testId: string }) {
  const { t } = useTranslation();
  const n = charCount(text.trim());
  return (
    <span className={`forum-counter${n > max ? ' forum-counter--over' : ''}`} data-testid={testId} data-count={n}>
      {t('forum.counter', { n, max })}
    </span>
  );
}
