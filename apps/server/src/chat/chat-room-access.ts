import { CLAN_ROOM, MAIN_ROOM, privateRoom, type ChatRoom } from '@rol/protocol/chat-room';
import { BROADCAST_TOPIC, clanTopic, personalTopic } from '@rol/protocol/realtime';
import type { DbOrTx } from '../db/database.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { clanIdOfPlayer } from '../clan-standing/clan-queries.ts';
import { ApiError } from '../http/api-error.ts';
import { findContact } from '../messages/block-queries.ts';

/** Where a room's notifications go, and the room's name as the players there see it. */
export interface RoomAudience {
  destination: string;
  roomName: string;
}

/** A room the reader may open. */
export interface OpenRoom {
  /** Storage key (chat_messages.room): `main`, `clan:<id>`, `private:<lower>:<higher>`. */
  key: string;
  /** The room's name for the reader. */
  name: string;
  kind: ChatRoom['kind'];
  /** The other member of a private room. */
  partner: PlayerRow | null;
  /** In a private room: either member has blocked the other. */
  blockedEitherWay: boolean;
  audiences: RoomAudience[];
}

/** The reader's clan (its membership row): the clan room is ROOM_FORBIDDEN outside a clan. */
export function clanIdOf(db: DbOrTx, player: PlayerRow): Promise<number | null> {
  return clanIdOfPlayer(db, player.id);
}

export function privateRoomKey(a: number, b: number): string {
  return `private:${Math.min(a, b)}:${Math.max(a, b)}`;
}

/** Resolves a room for the reader: ROOM_FORBIDDEN (clan without a clan, a room with oneself), NOT_FOUND (no such partner). */
export async function openRoom(db: DbOrTx, reader: PlayerRow, room: ChatRoom): Promise<OpenRoom> {
  if (room.kind === 'main')
    return {
      key: MAIN_ROOM,
      name: MAIN_ROOM,
      kind: 'main',
      partner: null,
      blockedEitherWay: false,
      audiences: [{ destination: BROADCAST_TOPIC, roomName: MAIN_ROOM }],
    };
  if (room.kind === 'clan') {
    const clanId = await clanIdOf(db, reader);
    if (clanId === null) throw new ApiError('ROOM_FORBIDDEN', undefined, 403);
    return {
      key: `clan:${clanId}`,
      name: CLAN_ROOM,
      kind: 'clan',
      partner: null,
      blockedEitherWay: false,
      audiences: [{ destination: clanTopic(clanId), roomName: CLAN_ROOM }],
    };
  }
  if (room.partnerId === reader.id) throw new ApiError('ROOM_FORBIDDEN', undefined, 403);
  const contact = await findContact(db, reader.id, room.partnerId);
  if (contact === null) throw new ApiError('NOT_FOUND');
  const { partner, blockedEitherWay } = contact;
  return {
    key: privateRoomKey(reader.id, partner.id),
    name: privateRoom(partner.id),
    kind: 'private',
    partner,
    blockedEitherWay,
    audiences: [
      { destination: personalTopic(reader.clientUuid), roomName: privateRoom(partner.id) },
      { destination: personalTopic(partner.clientUuid), roomName: privateRoom(reader.id) },
    ],
  };
}
