import { eq, sql } from 'drizzle-orm';
import type { Quality } from '@rol/protocol/player-dto';
import type { DbOrTx } from '../db/database.ts';
import { players, type PlayerRow } from '../db/schema/players.ts';

/**
 * Settings (§2) as single UPDATEs: a toggle flips the stored value in SQL, so two quick clicks
 * always flip twice, never lose one.
 */
async function setColumns(db: DbOrTx, playerId: number, patch: Record<string, unknown>): Promise<PlayerRow> {
  const [row] = await db.update(players).set(patch).where(eq(players.id, playerId)).returning();
  if (!row) throw new Error(`player ${playerId} vanished`);
  return row;
}

const flip = (
  column: typeof players.moveSpeedMode | typeof players.interfaceMode | typeof players.lang,
  a: string,
  b: string,
) => sql`case when ${column} = ${a} then ${b} else ${a} end`;

export function updateMoveSpeedMode(db: DbOrTx, playerId: number, mode?: PlayerRow['moveSpeedMode']) {
  return setColumns(db, playerId, {
    moveSpeedMode: mode ?? flip(players.moveSpeedMode, 'DOUBLED_MODE', 'DEFAULT_MODE'),
  });
}

export function updateSoundMute(db: DbOrTx, playerId: number, soundMute?: boolean) {
  return setColumns(db, playerId, { soundMute: soundMute ?? sql`not ${players.soundMute}` });
}

export function switchInterfaceMode(db: DbOrTx, playerId: number) {
  return setColumns(db, playerId, { interfaceMode: flip(players.interfaceMode, 'MODERN', 'ORIGINAL') });
}

export function switchPush(db: DbOrTx, playerId: number) {
  return setColumns(db, playerId, { pushEnabled: sql`not ${players.pushEnabled}` });
}

export function setQuality(db: DbOrTx, playerId: number, quality: Quality) {
  return setColumns(db, playerId, { quality });
}

/** Sets the language when given, otherwise toggles RU and EN. */
export function switchLang(db: DbOrTx, playerId: number, lang?: PlayerRow['lang']) {
  return setColumns(db, playerId, { lang: lang ?? flip(players.lang, 'EN', 'RU') });
}

export function updateFrontVersion(db: DbOrTx, playerId: number, frontVersion: number) {
  return setColumns(db, playerId, { frontVersion });
}
