import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasModeratorAccess } from '@rol/rules/access-levels';
import { UNLOCKS } from '@rol/rules/unlocks';
import { playerInfoQuery } from '../../api/player-info.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { ForumListView } from './forum-list-view.tsx';
import { ForumNewTopic } from './forum-new-topic.tsx';
import { ForumTopicView } from './forum-topic-view.tsx';
import './forum.css';

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'topic'; id: number };

/** §2 forum: topics by tag (pinned first), a topic with its comments and poll, new topics and comments. */
export default function ForumWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const { data: info } = useQuery(playerInfoQuery);
  const [view, setView] = useState<View>({ kind: 'list' });
  if (!info) return null;
  const moderator = hasModeratorAccess(info.player.accessLevel);
  const lowLevel = !moderator && info.player.level < UNLOCKS.forumLevel;
  return (
    <WindowFrame name="forum" title={t('forum.title')} onClose={onClose} className="window--forum">
      {lowLevel ? <p className="forum-note">{t('forum.levelNote', { level: UNLOCKS.forumLevel })}</p> : null}
      {view.kind === 'list' ? (
        <ForumListView onOpen={(id) => setView({ kind: 'topic', id })} onNew={() => setView({ kind: 'new' })} />
      ) : null}
      {view.kind === 'new' ? (
        <ForumNewTopic onCreated={(id) => setView({ kind: 'topic', id })} onBack={() => setView({ kind: 'list' })} />
      ) : null}
      {view.kind === 'topic' ? (
        <ForumTopicView id={view.id} moderator={moderator} onBack={() => setView({ kind: 'list' })} />
      ) : null}
    </WindowFrame>
  );
}
