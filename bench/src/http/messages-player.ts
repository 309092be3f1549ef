import type { BenchPlayer } from './core-player.ts';
import type { GameClient } from './game-client.ts';

/** The calls of a messages round, in the order a round makes them. */
export const MESSAGES_CALLS = [
  'chat/rooms',
  'chat/main/list',
  'chat/main/send',
  'chat/main/seen',
  'mail/list',
  'mail/dialog/send',
  'mail/dialog/list',
] as const;

/** The players' level for the messages round: sending to a chat room opens at level 10 (§9). */
export const MESSAGES_PLAYER_LEVEL = 10;

/**
 * Pairs the players two by two (the first with the second, the third with the fourth, …) as mail
 * partners; an odd last player writes to the first.
 */
export function mailPartners(players: readonly BenchPlayer[]): Map<number, number> {
  const partners = new Map<number, number>();
  players.forEach((player, index) => {
    const partner = players[index % 2 === 0 ? index + 1 : index - 1] ?? players[0];
    if (partner && partner.playerId !== player.playerId) partners.set(player.playerId, partner.playerId);
  });
  return partners;
}

/**
 * One round of what a player does in chat and mail (calls): the room list, the main room's
 * newest page, a message to it, the room reported seen, the mail dialogs, a mail to the player's
 * partner and that dialog read. At player pace a round takes several seconds, so one chat message and
 * one mail a round stay within the flood limit (5 in 10 s each). Returns false when a call failed.
 */
export function messagesRound(partners: ReadonlyMap<number, number>) {
  let sent = 0;
  return async (client: GameClient, player: BenchPlayer): Promise<boolean> => {
    const { token } = player;
    const partner = partners.get(player.playerId);
    if (partner === undefined) return false;
    sent += 1;
    const rooms = await client.call('chat/rooms', 'GET', '/api/chat/rooms', token);
    if (rooms.status !== 200) return false;
    const page = await client.call('chat/main/list', 'GET', '/api/chat/main/list', token);
    if (page.status !== 200) return false;
    const message = await client.call<{ id: number }>(
      'chat/main/send',
      'POST',
      '/api/chat/main/send',
      token,
      {
        text: `Road report ${sent}: the stairs are clear.`,
      },
    );
    if (message.status !== 200) return false;
    const seen = await client.call('chat/main/seen', 'POST', '/api/chat/main/seen', token, {
      lastId: message.body.id,
    });
    if (seen.status !== 200) return false;
    const dialogs = await client.call('mail/list', 'GET', '/api/mail/list', token);
    if (dialogs.status !== 200) return false;
    const mail = await client.call('mail/dialog/send', 'POST', `/api/mail/dialog/${partner}/send`, token, {
      text: `Meet me at the portal, round ${sent}.`,
    });
    if (mail.status !== 200) return false;
    const dialog = await client.call('mail/dialog/list', 'GET', `/api/mail/dialog/${partner}/list`, token);
    return dialog.status === 200;
  };
}
