import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { notificationBus } from '../realtime/notification-bus.ts';
import {
  emptyMessageList,
  messageListReducer,
  newestId,
  olderPageQuery,
  type HasId,
  type MessageListAction,
  type MessageListState,
  type MessagePage,
} from './message-list.ts';

/** Where a room's or a dialog's pages come from (`list` and `list/latest`). */
export interface MessageSource<T extends HasId> {
  fetchPage(query: { from: number; to: number }): Promise<MessagePage<T>>;
  fetchLatest(afterId: number): Promise<MessagePage<T>>;
}

export interface MessageList<T extends HasId> {
  state: MessageListState<T>;
  /** The held messages `keep` lets through (the messages to show), oldest first. */
  visible: readonly T[];
  /** For live messages, deletions and filters. */
  dispatch: (action: MessageListAction<T>) => void;
  loadOlder(): void;
  loadingOlder: boolean;
  /** Fetches what came after the newest held message (marks mail read, catches up after a reconnect). */
  catchUp(): void;
  /** The last failed fetch, null after a good one. */
  error: unknown;
}

const KEEP_ALL = () => true;

/**
 * One room or dialog: the newest page on mount, older pages on demand, a catch-up after every
 * reconnect, a full reload when a catch-up finds a gap. Mount it with a `key` per room or dialog.
 * `keep` hides messages (of blocked players): the server leaves those out of its pages, so the
 * next older page starts after the shown ones.
 */
export function useMessageList<T extends HasId>(
  source: MessageSource<T>,
  pageSize: number,
  keep: (message: T) => boolean = KEEP_ALL,
): MessageList<T> {
  const [state, dispatch] = useReducer(messageListReducer<T>, undefined, emptyMessageList<T>);
  const [error, setError] = useState<unknown>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const visible = useMemo(() => state.messages.filter(keep), [state.messages, keep]);
  const sourceRef = useRef(source);
  const stateRef = useRef(state);
  const visibleCount = useRef(visible.length);
  const busy = useRef(false);
  useEffect(() => {
    sourceRef.current = source;
    stateRef.current = state;
    visibleCount.current = visible.length;
  });

  const settle = useCallback((work: Promise<MessageListAction<T>>) => {
    work.then(
      (action) => {
        dispatch(action);
        setError(null);
      },
      (failure: unknown) => setError(failure),
    );
  }, []);

  const reload = useCallback(() => {
    settle(sourceRef.current.fetchPage(olderPageQuery(0, pageSize)).then((page) => ({ type: 'reset', page }) as const));
  }, [pageSize, settle]);

  const catchUp = useCallback(() => {
    if (!stateRef.current.loaded) return;
    const afterId = newestId(stateRef.current.messages);
    settle(sourceRef.current.fetchLatest(afterId).then((page) => ({ type: 'latest', page }) as const));
  }, [settle]);

  const loadOlder = useCallback(() => {
    const current = stateRef.current;
    if (busy.current || !current.loaded || !current.hasOlder) return;
    busy.current = true;
    setLoadingOlder(true);
    sourceRef.current
      .fetchPage(olderPageQuery(visibleCount.current, pageSize))
      .then(
        (page) => {
          dispatch({ type: 'older', page });
          setError(null);
        },
        (failure: unknown) => setError(failure),
      )
      .finally(() => {
        busy.current = false;
        setLoadingOlder(false);
      });
  }, [pageSize]);

  useEffect(reload, [reload]);
  useEffect(() => {
    if (state.gap) reload();
  }, [state.gap, reload]);
  useEffect(() => notificationBus.on('realtime:resync', catchUp), [catchUp]);

  return { state, visible, dispatch, loadOlder, loadingOlder, catchUp, error };
}
