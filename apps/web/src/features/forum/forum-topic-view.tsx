import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCommentText, FORUM_LIMITS } from '@rol/rules/community/forum-rules';
import { openModeration } from '../../stores/staff-store.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { CharCounter } from './char-counter.tsx';
import { useForumActions, useTopic } from './forum-api.ts';
import { ForumPoll } from './forum-poll.tsx';
import { StaffMark } from '../../ui/staff-mark.tsx';

/** A topic with its poll and a page of comments; the comment form; moderators' tools. */
export function ForumTopicView({ id, moderator, onBack }: { id: number; moderator: boolean; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const failure = useFailureText();
  const [page, setPage] = useState(0);
  const [text, setText] = useState('');
  const topic = useTopic(id, page);
  const actions = useForumActions();
  const date = (ms: number) => new Date(ms).toLocaleString(i18n.language);
  const data = topic.data;
  const error = topic.error ?? actions.comment.error ?? actions.vote.error ?? actions.pin.error ?? actions.deleteTopic.error ?? null;
  return (
    <div className="forum-topic" data-testid="forum-topic">
      <Button variant="stone" onClick={onBack}>
        {t('forum.back')}
      </Button>
      <FormError text={error ? failure(error) : null} />
      {data ? (
        <>
          <article className="forum-post">
            <h3 className="forum-post__title" data-testid="forum-topic-title">
              {data.topic.title}
            </h3>
            <p className="forum-post__meta">
              <StaffMark level={data.topic.authorStaff} />
              {t('forum.by', { name: data.topic.authorName, date: date(data.topic.createdAt) })}
              {data.topic.editedAt ? ` · ${t('forum.edited', { date: date(data.topic.editedAt) })}` : ''}
            </p>
            <p className="forum-post__text" data-testid="forum-topic-text">
              {data.topic.text}
            </p>
            {moderator ? (
              <div className="forum-pager">
                <Button
                  variant="stone"
                  icon="checked-shield"
                  data-testid="forum-topic-moderate"
                  onClick={() => openModeration({ id: data.topic.authorId, nickname: data.topic.authorName })}
                >
                  {t('staff.moderate')}
                </Button>
                <Button variant="stone" onClick={() => actions.pin.mutate({ id, pinned: !data.topic.pinned })}>
                  {data.topic.pinned ? t('forum.unpin') : t('forum.pin')}
                </Button>
                <Button variant="danger" onClick={() => actions.deleteTopic.mutate(id, { onSuccess: onBack })}>
                  {t('forum.delete')}
                </Button>
              </div>
            ) : null}
          </article>
          {data.topic.poll ? (
            <ForumPoll poll={data.topic.poll} busy={actions.vote.isPending} onVote={(option) => actions.vote.mutate({ id, option })} />
          ) : null}
          <ul className="forum-comments">
            {data.comments.map((c) => (
              <li key={c.id} className="forum-post" data-testid={`forum-comment-${c.id}`}>
                <p className="forum-post__meta">
                  <StaffMark level={c.authorStaff} />
                  {t('forum.by', { name: c.authorName, date: date(c.createdAt) })}
                </p>
                <p className="forum-post__text">{c.text}</p>
                {moderator ? (
                  <div className="forum-pager">
                    <Button variant="stone" onClick={() => actions.deleteComment.mutate(c.id)}>
                      {t('forum.delete')}
                    </Button>
                    <Button
                      variant="stone"
                      icon="checked-shield"
                      data-testid={`forum-comment-moderate-${c.id}`}
                      onClick={() => openModeration({ id: c.authorId, nickname: c.authorName })}
                    >
                      {t('staff.moderate')}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          {data.pages > 1 ? (
            <div className="forum-pager">
              <Button variant="stone" disabled={data.page === 0} onClick={() => setPage(data.page - 1)}>
                {t('forum.prev')}
              </Button>
              <span>{t('forum.page', { page: data.page + 1, pages: data.pages })}</span>
              <Button variant="stone" disabled={data.page + 1 >= data.pages} onClick={() => setPage(data.page + 1)}>
                {t('forum.more')}
              </Button>
            </div>
          ) : null}
          <form
            className="forum-form"
            onSubmit={(e) => {
              e.preventDefault();
              actions.comment.mutate(
                { id, text },
                {
                  onSuccess: () => {
                    setText('');
                    setPage(Math.floor(data.topic.commentCount / FORUM_LIMITS.commentsPerPage));
                  },
                },
              );
            }}
          >
            <label className="field">
              <span className="field__label">{t('forum.commentField')}</span>
              <textarea className="field__input forum-textarea" data-testid="forum-comment-text" value={text} onChange={(e) => setText(e.target.value)} />
              <CharCounter text={text} max={FORUM_LIMITS.commentMax} testId="forum-comment-counter" />
            </label>
            <Button type="submit" data-testid="forum-comment-send" disabled={checkCommentText(text) !== null || actions.comment.isPending}>
              {t('forum.send')}
            </Button>
          </form>
        </>
      ) : null}
    </div>
  );
}
