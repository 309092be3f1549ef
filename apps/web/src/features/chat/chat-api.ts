import { queryOptions } from '@tanstack/react-query';
import {
  chatListLatestRoute,
  chatListRoute,
  chatMessageDeleteRoute,
  chatRoomsRoute,
  chatSeenRoute,
  chatSendRoute,
} from '@rol/protocol/chat-routes';
import type { ChatMessageDto, ChatMessagePageDto } from '@rol/protocol/message-dto';
import { api } from '../../api/api.ts';
import type { MessageSource } from '../../messages/use-message-list.ts';

/** §7 chat calls for one room (`main`, `clan`, `private-<id>`). */
export function chatRoomSource(room: string): MessageSource<ChatMessageDto> {
  return {
    fetchPage: (query): Promise<ChatMessagePageDto> => api.call(chatListRoute, { params: { room }, query }),
    fetchLatest: (afterId): Promise<ChatMessagePageDto> => api.call(chatListLatestRoute, { params: { room }, query: { afterId } }),
  };
}

export function sendChatMessage(room: string, text: string): Promise<ChatMessageDto> {
  return api.call(chatSendRoute, { params: { room }, body: { text } });
}

export function deleteChatMessage(room: string, id: number): Promise<unknown> {
  return api.call(chatMessageDeleteRoute, { params: { room, id } });
}

/** §2: closing the chat reports it as seen, room by room, up to the newest message shown. */
export function reportChatSeen(room: string, lastId: number): Promise<unknown> {
  return api.call(chatSeenRoute, { params: { room }, body: { lastId } });
}

export const chatRoomsQuery = queryOptions({
  queryKey: ['chat', 'rooms'] as const,
  queryFn: () => api.call(chatRoomsRoute),
  staleTime: 0,
});
