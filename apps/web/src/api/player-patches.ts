import type { PlayerInfoDto } from '@rol/protocol/player-dto';

type Apply = (info: PlayerInfoDto) => PlayerInfoDto;

/**
 * The patches written into the cached player info while a read of it was on its way. Such a read
 * may have been answered before the patched change was committed; when it lands, the patches
 * written since it began are laid over its answer again, so an old answer never puts a flag or a
 * balance back. Patches no read on its way began before are dropped.
 */
let lastSeq = 0;
let lastReadId = 0;
const pending: { seq: number; apply: Apply }[] = [];
/** The reads on their way: read id → the last patch written when it began. */
const reads = new Map<number, number>();

/** Records a patch just written into the cache (kept only while a read is on its way). */
export function notePatch(apply: Apply): void {
  lastSeq += 1;
  if (reads.size > 0) pending.push({ seq: lastSeq, apply });
}

/** Runs one read of the player info; its answer gets the patches written while it was on its way. */
export async function readKeepingPatches(read: () => Promise<PlayerInfoDto | null>): Promise<PlayerInfoDto | null> {
  lastReadId += 1;
  const id = lastReadId;
  const mark = lastSeq;
  reads.set(id, mark);
  try {
    const info = await read();
    if (!info) return info;
    return pending.filter((patch) => patch.seq > mark).reduce((acc, patch) => patch.apply(acc), info);
  } finally {
    reads.delete(id);
    const oldest = reads.size > 0 ? Math.min(...reads.values()) : lastSeq;
    while (pending.length > 0 && pending[0]!.seq <= oldest) pending.shift();
  }
}

/** Patches kept for reads on their way (for tests). */
export function keptPatchCount(): number {
  return pending.length;
}
