import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  emptyMessageList,
  mergeById,
  messageListReducer,
  newestId,
  olderPageQuery,
  removeById,
  type MessageListAction,
  type MessageListState,
} from './message-list.ts';

type Msg = { id: number; text: string };
const msg = (id: number, text = `m${id}`): Msg => ({ id, text });
const ids = (list: readonly { id: number }[]) => list.map((m) => m.id);

function apply(actions: MessageListAction<Msg>[], from: MessageListState<Msg> = emptyMessageList<Msg>()) {
  return actions.reduce(messageListReducer<Msg>, from);
}

describe('mergeById', () => {
  it('ignores messages already present by id (§5), keeping the held one', () => {
    const merged = mergeById([msg(1), msg(2, 'held')], [msg(2, 'again'), msg(3)]);
    expect(merged).toEqual([msg(1), msg(2, 'held'), msg(3)]);
  });

  it('returns the same list when nothing is new', () => {
    const current = [msg(1), msg(2)];
    expect(mergeById(current, [msg(2), msg(1)])).toBe(current);
  });

  it('keeps the list ordered oldest first when an older page arrives', () => {
    expect(ids(mergeById([msg(21), msg(22)], [msg(5), msg(20), msg(6)]))).toEqual([5, 6, 20, 21, 22]);
  });

  it('holds each id once, sorted, whatever order and repeats pages and notifications come in', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 25 }), { maxLength: 8 }), (batches) => {
        const result = batches.reduce<readonly Msg[]>((list, batch) => mergeById(list, batch.map((id) => msg(id))), []);
        const expected = [...new Set(batches.flat())].sort((a, b) => a - b);
        expect(ids(result)).toEqual(expected);
      }),
    );
  });
});

describe('removeById and newestId', () => {
  it('remove a message and name the newest id', () => {
    const list = [msg(1), msg(4)];
    expect(ids(removeById(list, 4))).toEqual([1]);
    expect(removeById(list, 9)).toBe(list);
    expect(newestId(list)).toBe(4);
    expect(newestId([])).toBe(0);
  });
});

describe('paging cursors', () => {
  it('ask for the page before the held messages', () => {
    expect(olderPageQuery(0, 20)).toEqual({ from: 0, to: 20 });
    expect(olderPageQuery(20, 20)).toEqual({ from: 20, to: 40 });
    // Three live messages arrived after the first page: the older page starts after them.
    expect(olderPageQuery(23, 20)).toEqual({ from: 23, to: 43 });
  });
});

describe('message list reducer', () => {
  it('loads the newest page, then older pages, with live messages in between', () => {
    const state = apply([
      { type: 'reset', page: { messages: [msg(30), msg(31)], hasMore: true } },
      { type: 'live', message: msg(32) },
      { type: 'live', message: msg(32) },
      { type: 'older', page: { messages: [msg(10), msg(29)], hasMore: false } },
    ]);
    expect(ids(state.messages)).toEqual([10, 29, 30, 31, 32]);
    expect(state).toMatchObject({ loaded: true, hasOlder: false, gap: false });
  });

  it('shows deletions and ignores deletions of messages it never held', () => {
    const loaded = apply([{ type: 'reset', page: { messages: [msg(1), msg(2)], hasMore: false } }]);
    expect(ids(apply([{ type: 'removed', id: 1 }], loaded).messages)).toEqual([2]);
    expect(apply([{ type: 'removed', id: 7 }], loaded)).toBe(loaded);
  });

  it('catches up after a reconnect, or marks a gap when more than a page was missed', () => {
    const loaded = apply([{ type: 'reset', page: { messages: [msg(1)], hasMore: false } }]);
    expect(ids(apply([{ type: 'latest', page: { messages: [msg(2), msg(3)], hasMore: false } }], loaded).messages)).toEqual([1, 2, 3]);
    const gapped = apply([{ type: 'latest', page: { messages: [msg(50)], hasMore: true } }], loaded);
    expect(gapped.gap).toBe(true);
    const reloaded = apply([{ type: 'reset', page: { messages: [msg(50), msg(51)], hasMore: true } }], gapped);
    expect(reloaded).toMatchObject({ gap: false, hasOlder: true });
    expect(ids(reloaded.messages)).toEqual([50, 51]);
  });

  it('drops the messages of a player just blocked', () => {
    const loaded = apply([{ type: 'reset', page: { messages: [msg(1, 'a'), msg(2, 'b'), msg(3, 'a')], hasMore: false } }]);
    expect(ids(apply([{ type: 'filter', keep: (m) => m.text !== 'a' }], loaded).messages)).toEqual([2]);
    expect(apply([{ type: 'filter', keep: () => true }], loaded)).toBe(loaded);
  });
});
