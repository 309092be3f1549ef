import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasAdminAccess } from '@rol/rules/access-levels';
import { NEWS_KINDS, newsAddRoute } from '@rol/protocol/news-routes';
import type { BodyOf } from '@rol/protocol/route';
import { api } from '../../api/api.ts';
import { playerInfoQuery } from '../../api/player-info.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import './news-editor.css';

type NewsBody = BodyOf<typeof newsAddRoute>;
type TextKey = 'titleRu' | 'titleEn' | 'textRu' | 'textEn';

/** The limits the server holds a news item to (the route's body schema). */
const LIMITS: Record<TextKey, number> = { titleRu: 200, titleEn: 200, textRu: 5_000, textEn: 5_000 };
const EMPTY: NewsBody = { kind: 'general', titleRu: '', titleEn: '', textRu: '', textEn: '' };

const length = (text: string) => [...text.trim()].length;

/** Writing news in Russian and English (administrators): opened from the news in the manual window. */
export default function NewsEditorWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failure = useFailureText();
  const client = useQueryClient();
  const { data: info } = useQuery(playerInfoQuery);
  const [news, setNews] = useState<NewsBody>(EMPTY);
  const [sent, setSent] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (body: NewsBody) => api.call(newsAddRoute, { body }),
    onSuccess: (written) => {
      setSent(written.title);
      setNews(EMPTY);
      void client.invalidateQueries({ queryKey: ['news'] });
    },
  });
  if (!info) return null;
  if (!hasAdminAccess(info.player.accessLevel)) {
    return (
      <WindowFrame name="news-editor" title={t('newsEditor.title')} onClose={onClose}>
        <p>{t('newsEditor.adminsOnly')}</p>
      </WindowFrame>
    );
  }
  const invalid = (Object.keys(LIMITS) as TextKey[]).some((key) => length(news[key]) === 0 || length(news[key]) > LIMITS[key]);
  const field = (key: TextKey, multiline: boolean) => {
    const n = length(news[key]);
    const props = {
      className: `field__input${multiline ? ' news-editor__text' : ''}`,
      'data-testid': `news-editor-${key}`,
      value: news[key],
      onChange: (e: { target: { value: string } }) => setNews({ ...news, [key]: e.target.value }),
    };
    return (
      <label className="field" key={key}>
        <span className="field__label">{t(`newsEditor.field.${key}`)}</span>
        {multiline ? <textarea {...props} /> : <input {...props} />}
        <span className={`news-editor__counter${n > LIMITS[key] ? ' news-editor__counter--over' : ''}`}>
          {t('newsEditor.counter', { n, max: LIMITS[key] })}
        </span>
      </label>
    );
  };
  return (
    <WindowFrame name="news-editor" title={t('newsEditor.title')} onClose={onClose} className="window--news-editor">
      <form
        className="news-editor"
        onSubmit={(e) => {
          e.preventDefault();
          setSent(null);
          add.mutate(news);
        }}
      >
        <label className="field">
          <span className="field__label">{t('newsEditor.kind')}</span>
          <select
            className="field__input"
            data-testid="news-editor-kind"
            value={news.kind}
            onChange={(e) => setNews({ ...news, kind: e.target.value as NewsBody['kind'] })}
          >
            {NEWS_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`newsEditor.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <p className="news-editor__hint">{t(`newsEditor.kindHint.${news.kind}`)}</p>
        {field('titleRu', false)}
        {field('textRu', true)}
        {field('titleEn', false)}
        {field('textEn', true)}
        <FormError text={add.error ? failure(add.error) : null} />
        {sent !== null ? (
          <p className="news-editor__sent" data-testid="news-editor-sent">
            {t('newsEditor.sent', { title: sent })}
          </p>
        ) : null}
        <Button type="submit" data-testid="news-editor-send" disabled={invalid || add.isPending}>
          {t('newsEditor.send')}
        </Button>
      </form>
    </WindowFrame>
  );
}
