import type { DbOrTx } from '../db/database.ts';
import { clientLogs } from '../db/schema/client-logs.ts';
import { loadLogs } from '../db/schema/load-logs.ts';

export type NewLoadLog = typeof loadLogs.$inferInsert;

export async function insertLoadLog(db: DbOrTx, values: NewLoadLog): Promise<void> {
  await db.insert(loadLogs).values(values);
}

export async function insertClientLog(db: DbOrTx, values: typeof clientLogs.$inferInsert): Promise<void> {
  await db.insert(clientLogs).values(values);
}
