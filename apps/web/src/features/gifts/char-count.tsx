import { useTranslation } from 'react-i18next';
import { charCount } from '@rol/rules/community/forum-rules';

/** "count / max" under a gift's text as the player types. */
export function CharCount({ text, max }: { text: string; max: number }) {
  const { t } = useTranslation();
  const n = charCount(text.trim());
  return <span className={`gift-counter${n > max ? ' gift-counter--over' : ''}`}>{t('forum.counter', { n, max })}</span>;
}
