/**
 * A chat room's or a mail dialog's messages as the client holds them (§5: "chat and mail lists
 * ignore messages already present by id"). Pages come from `list` (offsets from the newest, see
 * `@rol/protocol/message-inputs`), `list/latest` (after an id) and live notifications; all of them
 * meet here, merged by id and kept oldest first.
 */

export interface HasId {
  id: number;
}

export interface MessagePage<T extends HasId> {
  /** Oldest first. */
  messages: readonly T[];
  hasMore: boolean;
}

export interface MessageListState<T extends HasId> {
  /** Oldest first, one per id. */
  messages: readonly T[];
  /** The first page has arrived. */
  loaded: boolean;
  /** Older messages exist on the server beyond what is held. */
  hasOlder: boolean;
  /** A catch-up found more than one page of missed messages: reload from the newest. */
  gap: boolean;
}

export type MessageListAction<T extends HasId> =
  /** The newest page (`list` from 0): replaces everything. */
  | { type: 'reset'; page: MessagePage<T> }
  /** An older page (`list` from the held count). */
  | { type: 'older'; page: MessagePage<T> }
  /** Messages after the newest held one (`list/latest`); `hasMore` there means a gap. */
  | { type: 'latest'; page: MessagePage<T> }
  /** One message from a notification or from our own send. */
  | { type: 'live'; message: T }
  | { type: 'removed'; id: number }
  /** Drops the messages `keep` refuses (a player just blocked). */
  | { type: 'filter'; keep: (message: T) => boolean };

export function emptyMessageList<T extends HasId>(): MessageListState<T> {
  return { messages: [], loaded: false, hasOlder: false, gap: false };
}

/**
 * Merges `incoming` into `current`: an id already present is ignored (the held message stays),
 * the result is sorted by id (ids grow with time), and `current` itself comes back when nothing is new.
 */
export function mergeById<T extends HasId>(current: readonly T[], incoming: readonly T[]): readonly T[] {
  const known = new Set(current.map((m) => m.id));
  const fresh: T[] = [];
  for (const message of incoming) {
    if (known.has(message.id)) continue;
    known.add(message.id);
    fresh.push(message);
  }
  if (fresh.length === 0) return current;
  const merged = [...current, ...fresh];
  // Usually already in order (a live message is the newest): sort only when it is not.
  for (let i = 1; i < merged.length; i += 1) {
    if (merged[i - 1]!.id > merged[i]!.id) return merged.sort((a, b) => a.id - b.id);
  }
  return merged;
}

export function removeById<T extends HasId>(current: readonly T[], id: number): readonly T[] {
  return current.some((m) => m.id === id) ? current.filter((m) => m.id !== id) : current;
}

/** The newest held id, 0 when none: the `afterId` of a catch-up. */
export function newestId(messages: readonly HasId[]): number {
  return messages.length === 0 ? 0 : messages[messages.length - 1]!.id;
}

/**
 * The `list` offsets of the page before the held messages: the held messages are the newest
 * `held` ones (live ones included, hidden ones never held), so the next older page starts there.
 * Repeats caused by offsets moving meanwhile are ignored by `mergeById`.
 */
export function olderPageQuery(held: number, pageSize: number): { from: number; to: number } {
  return { from: held, to: held + pageSize };
}

export function messageListReducer<T extends HasId>(state: MessageListState<T>, action: MessageListAction<T>): MessageListState<T> {
  switch (action.type) {
    case 'reset':
      return { messages: mergeById([], action.page.messages), loaded: true, hasOlder: action.page.hasMore, gap: false };
    case 'older': {
      const messages = mergeById(state.messages, action.page.messages);
      return { ...state, messages, hasOlder: action.page.hasMore };
    }
    case 'latest': {
      if (action.page.hasMore) return { ...state, gap: true };
      const messages = mergeById(state.messages, action.page.messages);
      return messages === state.messages ? state : { ...state, messages };
    }
    case 'live': {
      const messages = mergeById(state.messages, [action.message]);
      return messages === state.messages ? state : { ...state, messages };
    }
    case 'removed': {
      const messages = removeById(state.messages, action.id);
      return messages === state.messages ? state : { ...state, messages };
    }
    case 'filter': {
      const messages = state.messages.filter(action.keep);
      return messages.length === state.messages.length ? state : { ...state, messages };
    }
  }
}
