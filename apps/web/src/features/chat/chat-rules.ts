import { CLAN_ROOM, MAIN_ROOM, parseChatRoom, privateRoom } from '@rol/protocol/chat-room';
import type { ChatRoomDto } from '@rol/protocol/chat-routes';
import type { ChatMessageDto } from '@rol/protocol/message-dto';
import type { PlayerDto } from '@rol/protocol/player-dto';
import { hasModeratorAccess } from '@rol/rules/access-levels';
import { UNLOCKS } from '@rol/rules/unlocks';

export interface RoomTab {
  room: string;
  kind: 'main' | 'clan' | 'private';
  /** The other player of a private room. */
  partnerName: string | null;
  unread: number;
}

/**
 * The chat's tabs (§2: main room, clan room, private rooms): main first, the clan room for a clan
 * member, then the private rooms the server lists and those opened here since (newest first),
 * each once. `unread` overrides the server's counts for rooms that changed here.
 */
export function roomTabs(
  serverRooms: readonly ChatRoomDto[],
  opened: readonly { room: string; partnerName: string }[],
  inClan: boolean,
  unread: Readonly<Record<string, number>>,
): RoomTab[] {
  const count = (room: string, server: number) => unread[room] ?? server;
  const serverCount = (room: string) => serverRooms.find((r) => r.room === room)?.unread ?? 0;
  const tabs: RoomTab[] = [{ room: MAIN_ROOM, kind: 'main', partnerName: null, unread: count(MAIN_ROOM, serverCount(MAIN_ROOM)) }];
  if (inClan) tabs.push({ room: CLAN_ROOM, kind: 'clan', partnerName: null, unread: count(CLAN_ROOM, serverCount(CLAN_ROOM)) });
  const seen = new Set(tabs.map((tab) => tab.room));
  const privates = [
    ...opened.map((o) => ({ room: o.room, partnerName: o.partnerName, unread: serverCount(o.room) })),
    ...serverRooms.filter((r) => r.kind === 'private').map((r) => ({ room: r.room, partnerName: r.partnerName ?? r.room, unread: r.unread })),
  ];
  for (const room of privates) {
    if (seen.has(room.room) || parseChatRoom(room.room)?.kind !== 'private') continue;
    seen.add(room.room);
    tabs.push({ room: room.room, kind: 'private', partnerName: room.partnerName, unread: count(room.room, room.unread) });
  }
  return tabs;
}

/** The private room with a message's author, as the reader names it. */
export function privateRoomWith(playerId: number): string {
  return privateRoom(playerId);
}

/** Why the player cannot write (§5: level 10 — moderators excepted — and no chat ban), or null. */
export function chatLock(player: Pick<PlayerDto, 'level' | 'chatBanUntil' | 'accessLevel'>, now: number): 'level' | 'banned' | null {
  if (player.level < UNLOCKS.chatLevel && !hasModeratorAccess(player.accessLevel)) return 'level';
  if (player.chatBanUntil !== null && player.chatBanUntil > now) return 'banned';
  return null;
}

/** Its author and moderators may delete a message. */
export function canDeleteMessage(message: Pick<ChatMessageDto, 'authorId'>, player: Pick<PlayerDto, 'id' | 'accessLevel'>): boolean {
  return message.authorId === player.id || hasModeratorAccess(player.accessLevel);
}
