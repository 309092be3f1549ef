/**
 * Chat room names (chat routes, CHAT_MESSAGE notifications). A room name is always the reader's
 * view: `main` (everyone, notifications on /topic/broadcast), `clan` (the reader's clan, on
 * /topic/clan/{clanId}), `private-<partnerId>` (the reader and that player; notifications on both
 * players' personal topics, each with the room named from that player's side).
 */
export const MAIN_ROOM = 'main';
export const CLAN_ROOM = 'clan';
const PRIVATE_PREFIX = 'private-';
const PRIVATE_ROOM = /^private-([1-9][0-9]{0,9})$/;

export type ChatRoom = { kind: 'main' } | { kind: 'clan' } | { kind: 'private'; partnerId: number };

export function privateRoom(partnerId: number): string {
  return PRIVATE_PREFIX + String(partnerId);
}

export function chatRoomName(room: ChatRoom): string {
  if (room.kind === 'private') return privateRoom(room.partnerId);
  return room.kind === 'main' ? MAIN_ROOM : CLAN_ROOM;
}

/** Reads a room name; null when it is none of the three forms. */
export function parseChatRoom(name: string): ChatRoom | null {
  if (name === MAIN_ROOM) return { kind: 'main' };
  if (name === CLAN_ROOM) return { kind: 'clan' };
  const match = PRIVATE_ROOM.exec(name);
  if (!match) return null;
  const partnerId = Number(match[1]);
  return partnerId <= 2_147_483_647 ? { kind: 'private', partnerId } : null;
}
