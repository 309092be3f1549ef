import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  forumCommentAddRoute,
  forumCommentDeleteRoute,
  forumTopicCreateRoute,
  forumTopicDeleteRoute,
  forumTopicGetRoute,
  forumTopicPinRoute,
  forumTopicsRoute,
  forumTopicUnpinRoute,
  forumVoteRoute,
} from '@rol/protocol/forum-routes';
import type { BodyOf } from '@rol/protocol/route';
import type { ForumTag } from '@rol/rules/community/forum-rules';
import { api } from '../../api/api.ts';

export const forumKeys = {
  all: ['forum'] as const,
  list: (tag: ForumTag | null, q: string, page: number) => ['forum', 'list', tag, q, page] as const,
  topic: (id: number, page: number) => ['forum', 'topic', id, page] as const,
};

export function useTopics(tag: ForumTag | null, q: string, page: number) {
  return useQuery({
    queryKey: forumKeys.list(tag, q, page),
    queryFn: () =>
      api.call(forumTopicsRoute, { query: { ...(tag ? { tag } : {}), ...(q ? { q } : {}), page } }),
    retry: false,
  });
}

export function useTopic(id: number, page: number) {
  return useQuery({
    queryKey: forumKeys.topic(id, page),
    queryFn: () => api.call(forumTopicGetRoute, { params: { id }, query: { page } }),
    retry: false,
  });
}

/** Every forum write; each refreshes the forum's lists and pages. */
export function useForumActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: forumKeys.all });
  const create = useMutation({
    mutationFn: (body: BodyOf<typeof forumTopicCreateRoute>) => api.call(forumTopicCreateRoute, { body }),
    onSuccess: refresh,
  });
  const comment = useMutation({
    mutationFn: (input: { id: number; text: string }) =>
      api.call(forumCommentAddRoute, { params: { id: input.id }, body: { text: input.text } }),
    onSuccess: refresh,
  });
  const vote = useMutation({
    mutationFn: (input: { id: number; option: number }) =>
      api.call(forumVoteRoute, { params: { id: input.id }, body: { option: input.option } }),
    onSuccess: refresh,
  });
  const pin = useMutation({
    mutationFn: (input: { id: number; pinned: boolean }) =>
      api.call(input.pinned ? forumTopicPinRoute : forumTopicUnpinRoute, { params: { id: input.id } }),
    onSuccess: refresh,
  });
  const deleteTopic = useMutation({
    mutationFn: (id: number) => api.call(forumTopicDeleteRoute, { params: { id } }),
    onSuccess: refresh,
  });
  const deleteComment = useMutation({
    mutationFn: (id: number) => api.call(forumCommentDeleteRoute, { params: { id } }),
    onSuccess: refresh,
  });
  return { create, comment, vote, pin, deleteTopic, deleteComment };
}
