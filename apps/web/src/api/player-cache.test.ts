import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import { patchPlayer } from './player-cache.ts';
import { playerInfoKey } from './player-info.ts';
import { keptPatchCount, readKeepingPatches } from './player-patches.ts';

/** Only the fields these tests read. */
function infoOf(haveNewMailMessage: boolean, mithril = 0): PlayerInfoDto {
  return { player: { id: 7, haveNewMailMessage, mithril } } as unknown as PlayerInfoDto;
}

function cached(client: QueryClient) {
  return client.getQueryData<PlayerInfoDto>(playerInfoKey)?.player;
}

/** A player-info read the test answers by hand, run as the app's query runs it. */
function startRead(client: QueryClient) {
  const answers: Array<(info: PlayerInfoDto) => void> = [];
  const done = client.fetchQuery({
    queryKey: playerInfoKey,
    queryFn: () => readKeepingPatches(() => new Promise<PlayerInfoDto>((resolve) => answers.push(resolve))),
    staleTime: 0,
  });
  return { answers, done };
}

describe('patchPlayer', () => {
  it('writes the fields into the cached info and keeps nothing when no read is on its way', () => {
    const client = new QueryClient();
    client.setQueryData(playerInfoKey, infoOf(false, 5));
    patchPlayer(client, { haveNewMailMessage: true });
    expect(cached(client)).toMatchObject({ haveNewMailMessage: true, mithril: 5 });
    expect(keptPatchCount()).toBe(0);
  });

  it('lays the patch over the answer of a read begun before it, with no second read', async () => {
    const client = new QueryClient();
    client.setQueryData(playerInfoKey, infoOf(false, 5));
    const read = startRead(client);
    await Promise.resolve();
    // The mail arrives (and gems are spent) while the read is on its way; its answer predates both.
    patchPlayer(client, { haveNewMailMessage: true });
    patchPlayer(client, { mithril: 3 });
    read.answers[0]?.(infoOf(false, 5));
    await read.done;
    expect(cached(client)).toMatchObject({ haveNewMailMessage: true, mithril: 3 });
    expect(read.answers).toHaveLength(1);
    expect(keptPatchCount()).toBe(0);
  });

  it('takes the answer of a read begun after the patch as the server’s word', async () => {
    const client = new QueryClient();
    client.setQueryData(playerInfoKey, infoOf(false));
    patchPlayer(client, { haveNewMailMessage: true });
    const read = startRead(client);
    await Promise.resolve();
    // The letter was read on another device meanwhile: the server says there is no new mail.
    read.answers[0]?.(infoOf(false));
    await read.done;
    expect(cached(client)?.haveNewMailMessage).toBe(false);
  });
});
