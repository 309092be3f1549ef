import { describe, expect, it } from 'vitest';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import { keptPatchCount, notePatch, readKeepingPatches } from './player-patches.ts';

function infoOf(mithril: number): PlayerInfoDto {
  return { player: { mithril } } as unknown as PlayerInfoDto;
}
const setMithril = (mithril: number) => (info: PlayerInfoDto) => ({ ...info, player: { ...info.player, mithril } });

function pendingRead() {
  let answer: (info: PlayerInfoDto | null) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const landed = readKeepingPatches(
    () =>
      new Promise<PlayerInfoDto | null>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return { landed, answer: (info: PlayerInfoDto | null) => answer(info), fail: (error: Error) => fail(error) };
}

describe('the patches kept for reads on their way', () => {
  it('gives each read the patches written after it began, in order, and forgets them once no read needs them', async () => {
    const early = pendingRead();
    notePatch(setMithril(10));
    const late = pendingRead();
    notePatch(setMithril(20));
    expect(keptPatchCount()).toBe(2);
    early.answer(infoOf(1));
    expect((await early.landed)?.player.mithril).toBe(20);
    // The later read still needs the second patch, not the first.
    expect(keptPatchCount()).toBe(1);
    late.answer(infoOf(10));
    expect((await late.landed)?.player.mithril).toBe(20);
    expect(keptPatchCount()).toBe(0);
  });

  it('lets a newer read win when the older one lands last', async () => {
    const older = pendingRead();
    notePatch(setMithril(10));
    const newer = pendingRead();
    newer.answer(infoOf(10));
    expect((await newer.landed)?.player.mithril).toBe(10);
    older.answer(infoOf(1));
    expect((await older.landed)?.player.mithril).toBe(10);
    expect(keptPatchCount()).toBe(0);
  });

  it('forgets a failed read and passes its error on; a newcomer’s empty answer stays empty', async () => {
    const failing = pendingRead();
    notePatch(setMithril(10));
    failing.fail(new Error('offline'));
    await expect(failing.landed).rejects.toThrow('offline');
    expect(keptPatchCount()).toBe(0);
    const newcomer = pendingRead();
    notePatch(setMithril(10));
    newcomer.answer(null);
    expect(await newcomer.landed).toBeNull();
    expect(keptPatchCount()).toBe(0);
  });

  it('keeps nothing written while no read is on its way', () => {
    notePatch(setMithril(5));
    expect(keptPatchCount()).toBe(0);
  });
});
