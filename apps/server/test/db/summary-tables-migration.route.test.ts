import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate.ts';
import { scratchPostgresDatabase, testAdminUrl } from '../test-database.ts';

// Databases that already hold mail and chat when the summary tables arrive (0007 mail_dialogs, 0008
// chat_private_rooms): each must point every dialog or private room at its newest message, as the
// lists read them before.

/** The migrations folder as it was before `tag`: its files, with the journal cut before it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'rol-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

const folders: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  for (const cleanup of cleanups) await cleanup();
});

/** An empty database migrated up to just before `tag`, with three players. */
async function databaseBefore(tag: string) {
  const scratch = await scratchPostgresDatabase(testAdminUrl(), 'rol_migration');
  const client = new pg.Pool({ connectionString: scratch.url, max: 2 });
  cleanups.push(async () => {
    await client.end();
    await scratch.drop();
  });
  const db = drizzle({ client });
  const before = migrationsBefore(tag);
  folders.push(before);
  await migrate(db, { migrationsFolder: before });
  const { rows: made } = await client.query<{ id: number }>(
    `insert into players (client_uuid, nickname, created_at)
     select gen_random_uuid(), 'Writer' || n, now() from generate_series(1, 3) n returning id`,
  );
  const [a, b, c] = made.map((row) => row.id) as [number, number, number];
  return { client, db, a, b, c };
}

describe('migration 0007: mail_dialogs', () => {
  it('fills one row per existing dialog (players and support), pointing at its newest message', async () => {
    const { client, db, a, b, c } = await databaseBefore('0007_mail_dialogs');
    const mail = (
      dialog: string,
      lo: number,
      hi: number | null,
      from: number,
      to: number | null,
      support: boolean,
    ) =>
      client.query(
        `insert into mail_messages (dialog, player_a, player_b, from_id, to_id, support, text, created_at)
         values ($1, $2, $3, $4, $5, $6, 'hello', now()) returning id`,
        [dialog, lo, hi, from, to, support],
      );
    const ab = `p:${a}:${b}`;
    await mail(ab, a, b, a, b, false);
    await mail(`p:${a}:${c}`, a, c, c, a, false);
    const newestAb = (await mail(ab, a, b, b, a, false)).rows[0] as { id: number };
    await mail(`s:${b}`, b, null, b, null, true);
    const newestSupport = (await mail(`s:${b}`, b, null, b, null, true)).rows[0] as { id: number };

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const { rows } = await client.query<{ dialog: string; last_message_id: number; support: boolean }>(
      'select dialog, last_message_id, support from mail_dialogs order by dialog',
    );
    const { rows: newest } = await client.query<{ dialog: string; id: number }>(
      'select dialog, max(id) as id from mail_messages group by dialog order by dialog',
    );
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => [row.dialog, row.last_message_id])).toEqual(
      newest.map((row) => [row.dialog, row.id]),
    );
    expect(rows.find((row) => row.dialog === ab)?.last_message_id).toBe(newestAb.id);
    expect(rows.find((row) => row.dialog === `s:${b}`)).toMatchObject({
      last_message_id: newestSupport.id,
      support: true,
    });
  });
});

describe('migration 0008: chat_private_rooms', () => {
  it('fills one row per existing private room, pointing at its newest message; main-room messages add none', async () => {
    const { client, db, a, b, c } = await databaseBefore('0008_chat_private_rooms');
    const chat = async (room: string, author: number, recipient: number | null, deleted = false) => {
      const { rows } = await client.query<{ id: number }>(
        `insert into chat_messages (room, author_id, recipient_id, text, created_at, deleted_at)
         values ($1, $2, $3, 'hi', now(), case when $4 then now() end) returning id`,
        [room, author, recipient, deleted],
      );
      return rows[0]!.id;
    };
    const ab = `private:${a}:${b}`;
    await chat('main', a, null);
    await chat(ab, a, b);
    await chat(`private:${a}:${c}`, c, a);
    const newestAb = await chat(ab, b, a, true);
    await chat('main', b, null);

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const { rows } = await client.query<{
      room: string;
      player_a: number;
      player_b: number;
      last_message_id: number;
    }>('select room, player_a, player_b, last_message_id from chat_private_rooms order by room');
    expect(rows).toHaveLength(2);
    // The newest message even when deleted: the room list looks back from it for one the reader may see.
    expect(rows.find((row) => row.room === ab)).toEqual({
      room: ab,
      player_a: a,
      player_b: b,
      last_message_id: newestAb,
    });
    expect(rows.find((row) => row.room === `private:${a}:${c}`)).toMatchObject({ player_a: a, player_b: c });
  });
});
