import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import { patchPlayer } from './player-cache.ts';
import { playerInfoKey } from './player-info.ts';

/** Only the fields these tests read. */
function infoOf(haveNewMailMessage: boolean, mithril = 0): PlayerInfoDto {
  return { player: { id: 7, haveNewMailMessage, mithril } } as unknown as PlayerInfoDto;
}

function mail(client: QueryClient): boolean | undefined {
  return client.getQueryData<PlayerInfoDto>(playerInfoKey)?.player.haveNewMailMessage;
}

describe('patchPlayer', () => {
  it('writes the fields into the cached info and asks nothing when no read is on its way', () => {
    const client = new QueryClient();
    client.setQueryData(playerInfoKey, infoOf(false, 5));
    patchPlayer(client, { haveNewMailMessage: true });
    expect(mail(client)).toBe(true);
    expect(client.getQueryData<PlayerInfoDto>(playerInfoKey)?.player.mithril).toBe(5);
    expect(client.getQueryState(playerInfoKey)?.isInvalidated).toBe(false);
  });

  it('asks again when a read started before the change, so its old answer never has the last word', async () => {
    const client = new QueryClient();
    client.setQueryData(playerInfoKey, infoOf(false));
    const answers: Array<(info: PlayerInfoDto) => void> = [];
    const read = () => new Promise<PlayerInfoDto>((resolve) => answers.push(resolve));
    const firstRead = client.fetchQuery({ queryKey: playerInfoKey, queryFn: read, staleTime: 0 }).catch(() => null);
    patchPlayer(client, { haveNewMailMessage: true });
    expect(mail(client)).toBe(true);
    // The read begun before the mail was committed answers with the old flag, the new read with the mail.
    answers[0]?.(infoOf(false));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toHaveLength(2);
    answers[1]?.(infoOf(true));
    await firstRead;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mail(client)).toBe(true);
  });
});
