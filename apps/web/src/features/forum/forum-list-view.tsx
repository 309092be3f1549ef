import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORUM_TAGS, type ForumTag } from '@rol/rules/community/forum-rules';
import { Button } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useTopics } from './forum-api.ts';
import { StaffMark } from '../../ui/staff-mark.tsx';

/** The topic list: by tag, pinned first, searchable by words, twenty a page. */
export function ForumListView({ onOpen, onNew }: { onOpen: (id: number) => void; onNew: () => void }) {
  const { t, i18n } = useTranslation();
  const failure = useFailureText();
  const [tag, setTag] = useState<ForumTag | null>(null);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const topics = useTopics(tag, q, page);
  const date = (ms: number) => new Date(ms).toLocaleDateString(i18n.language);
  return (
    <div className="forum-list">
      <div className="forum-tags" role="tablist" aria-label={t('forum.tagField')}>
        {[null, ...FORUM_TAGS].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            role="tab"
            aria-selected={value === tag}
            className={`forum-tag${value === tag ? ' forum-tag--on' : ''}`}
            data-testid={`forum-tag-${value ?? 'all'}`}
            onClick={() => {
              setTag(value);
              setPage(0);
            }}
          >
            {value ? t(`forum.tag.${value}`) : t('forum.allTags')}
          </button>
        ))}
      </div>
      <form
        className="forum-search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(draft.trim());
          setPage(0);
        }}
      >
        <input className="field__input" value={draft} maxLength={100} placeholder={t('forum.search')} aria-label={t('forum.search')} data-testid="forum-search" onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit" variant="stone">
          {t('forum.searchButton')}
        </Button>
        <Button data-testid="forum-new-topic" onClick={onNew}>
          {t('forum.newTopic')}
        </Button>
      </form>
      {topics.error ? <p className="form-error">{failure(topics.error)}</p> : null}
      {topics.data && topics.data.topics.length === 0 ? <p className="forum-empty">{t('forum.empty')}</p> : null}
      <ul className="forum-topics">
        {topics.data?.topics.map((topic) => (
          <li key={topic.id}>
            <button type="button" className="forum-topic-row" data-testid={`forum-topic-${topic.id}`} onClick={() => onOpen(topic.id)}>
              <span className="forum-topic-row__title">
                {topic.pinned ? <em className="forum-mark">{t('forum.pinned')}</em> : null}
                {topic.hasPoll ? <em className="forum-mark">{t('forum.pollMark')}</em> : null}
                {topic.guest ? <em className="forum-mark">{t('forum.guestMark')}</em> : null}
                {topic.private ? <em className="forum-mark">{t('forum.privateMark')}</em> : null}
                {topic.title}
              </span>
              <span className="forum-topic-row__meta">
                <StaffMark level={topic.authorStaff} />
                {t('forum.by', { name: topic.authorName, date: date(topic.activityAt) })} · {t('forum.comments', { n: topic.commentCount })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="forum-pager">
        {page > 0 ? (
          <Button variant="stone" onClick={() => setPage(page - 1)}>
            {t('forum.prev')}
          </Button>
        ) : null}
        {topics.data?.hasMore ? (
          <Button variant="stone" onClick={() => setPage(page + 1)}>
            {t('forum.more')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
