import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * The SQL statements that rebuild a database, read from its catalogs the way pg_dump would (which we
 * cannot use: see `pglite-folder.ts`). They are ordered the way pg_dump orders them:
 * schemas, functions, sequences, tables, the rows, the sequences' values, keys and checks, indexes,
 * foreign keys, triggers. The rows go in before the keys, foreign keys and triggers, so no row is
 * checked against another one that isn't there yet, and the rating-count triggers don't count the
 * restored players a second time.
 *
 * It covers everything the game's migrations make (tables with identity, serial and generated
 * columns, checks, unique and foreign keys, btree and GIN indexes, plpgsql and SQL functions,
 * constraint triggers) and refuses anything else it would lose (views, user types, extensions other
 * than plpgsql, …) instead of dropping it without a word. Owners and grants are left out: the role
 * that restores owns everything.
 */

/**
 * Ends each statement of a dump (drizzle's own separator in the migrations). No statement can hold
 * it: a value's newlines are written as `\n` inside E'…' strings, so every row of an INSERT stays on
 * one line, and the definitions all come from migrations, which drizzle already splits on it.
 */
export const STATEMENT_BREAK = '\n--> statement-breakpoint\n';

/** Rows per INSERT statement. */
const ROWS_PER_INSERT = 500;

/** The database's own schemas: everything but the system's. */
const USER_SCHEMA = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`;

/**
 * The same on both sides: names printed with their schemas, dates and intervals in one style, and
 * floating-point numbers with every digit they need to read back the same.
 */
const SETTINGS: [string, string][] = [
  ['search_path', ''],
  ['datestyle', 'ISO, YMD'],
  ['intervalstyle', 'postgres'],
  ['extra_float_digits', '3'],
];
/**
 * The restore checks function bodies when they are called, not when they are made: a SQL function
 * may name a table made later in the dump.
 */
const CHECK_FUNCTION_BODIES: [string, string] = ['check_function_bodies', 'false'];

type Reader = PGlite | Transaction;

async function rows<T>(db: Reader, sql: string): Promise<T[]> {
  return (await db.query<T>(sql)).rows;
}

/** A value's text as a SQL literal on one line (NULL stays NULL). */
function sqlLiteral(text: string | null): string {
  if (text === null) return 'NULL';
  const quoted = text.replaceAll("'", "''");
  if (!/[\\\n]/.test(text)) return `'${quoted}'`;
  return `E'${quoted.replaceAll('\\', '\\\\').replaceAll('\n', '\\n')}'`;
}

/** What the dump would not carry over: an upgrade refuses to start rather than lose it. */
async function unsupportedObjects(db: Reader): Promise<string[]> {
  const found = await rows<{ what: string }>(
    db,
    `SELECT format('relation %I.%I of kind %s', n.nspname, c.relname, c.relkind) AS what
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE ${USER_SCHEMA} AND c.relkind NOT IN ('r', 'S', 'i')
     UNION ALL
     SELECT format('type %I.%I', n.nspname, t.typname)
       FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE ${USER_SCHEMA} AND t.typrelid = 0 AND t.typelem = 0
     UNION ALL
     SELECT format('routine %I.%I of kind %s', n.nspname, p.proname, p.prokind)
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE ${USER_SCHEMA} AND p.prokind <> 'f'
     UNION ALL
     SELECT format('extension %I', extname) FROM pg_extension WHERE extname <> 'plpgsql'
     UNION ALL
     SELECT format('inheritance of %s', inhrelid::regclass) FROM pg_inherits
     UNION ALL
     SELECT format('row security policy %I', polname) FROM pg_policy
     UNION ALL
     SELECT format('rule %I on %s', r.rulename, r.ev_class::regclass)
       FROM pg_rewrite r JOIN pg_class c ON c.oid = r.ev_class JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE ${USER_SCHEMA}`,
  );
  return found.map((row) => row.what);
}

/** `CREATE TABLE` of every table, its columns in their order (dropped ones left out). */
async function createTables(db: Reader): Promise<string[]> {
  const columns = await rows<{ table_name: string; column_sql: string }>(
    db,
    `SELECT format('%I.%I', n.nspname, c.relname) AS table_name,
            format('%I %s', a.attname, format_type(a.atttypid, a.atttypmod))
            || CASE WHEN a.attcollation <> t.typcollation
                    THEN ' COLLATE ' || (SELECT format('%I.%I', cn.nspname, co.collname)
                                           FROM pg_collation co JOIN pg_namespace cn ON cn.oid = co.collnamespace
                                          WHERE co.oid = a.attcollation)
                    ELSE '' END
            || CASE a.attgenerated
                 WHEN 's' THEN format(' GENERATED ALWAYS AS (%s) STORED', pg_get_expr(d.adbin, d.adrelid))
                 WHEN 'v' THEN format(' GENERATED ALWAYS AS (%s) VIRTUAL', pg_get_expr(d.adbin, d.adrelid))
                 ELSE coalesce(' DEFAULT ' || pg_get_expr(d.adbin, d.adrelid), '') END
            || CASE WHEN a.attidentity IN ('a', 'd')
                    THEN format(' GENERATED %s AS IDENTITY (SEQUENCE NAME %I.%I START WITH %s INCREMENT BY %s MINVALUE %s MAXVALUE %s CACHE %s%s)',
                                CASE a.attidentity WHEN 'a' THEN 'ALWAYS' ELSE 'BY DEFAULT' END,
                                sn.nspname, sc.relname, s.seqstart, s.seqincrement, s.seqmin, s.seqmax, s.seqcache,
                                CASE WHEN s.seqcycle THEN ' CYCLE' ELSE '' END)
                    ELSE '' END
            || CASE WHEN a.attnotnull
                    THEN coalesce(format(' CONSTRAINT %I', nn.conname), '') || ' NOT NULL'
                    ELSE '' END AS column_sql
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
       JOIN pg_type t ON t.oid = a.atttypid
       LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
       LEFT JOIN pg_constraint nn ON nn.conrelid = c.oid AND nn.contype = 'n' AND nn.conkey[1] = a.attnum
       LEFT JOIN pg_depend dep ON dep.classid = 'pg_class'::regclass AND dep.refclassid = 'pg_class'::regclass
                              AND dep.refobjid = c.oid AND dep.refobjsubid = a.attnum AND dep.deptype = 'i'
       LEFT JOIN pg_sequence s ON s.seqrelid = dep.objid
       LEFT JOIN pg_class sc ON sc.oid = s.seqrelid
       LEFT JOIN pg_namespace sn ON sn.oid = sc.relnamespace
      WHERE ${USER_SCHEMA} AND c.relkind = 'r'
      ORDER BY n.nspname, c.relname, a.attnum`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name, column_sql } of columns) {
    const list = tables.get(table_name) ?? [];
    list.push(column_sql);
    tables.set(table_name, list);
  }
  return [...tables].map(([name, list]) => `CREATE TABLE ${name} (\n  ${list.join(',\n  ')}\n)`);
}

/** INSERTs of every row of every table (generated columns left to the target to compute). */
async function insertRows(tx: Transaction): Promise<string[]> {
  const tables = await rows<{ table_name: string; columns: string[]; identity_always: boolean }>(
    tx,
    `SELECT format('%I.%I', n.nspname, c.relname) AS table_name,
            array_agg(quote_ident(a.attname) ORDER BY a.attnum) AS columns,
            bool_or(a.attidentity = 'a') AS identity_always
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE ${USER_SCHEMA} AND c.relkind = 'r'
      GROUP BY n.nspname, c.relname
      ORDER BY n.nspname, c.relname`,
  );
  const statements: string[] = [];
  for (const { table_name, columns, identity_always } of tables) {
    const head =
      `INSERT INTO ${table_name} (${columns.join(', ')})` +
      (identity_always ? ' OVERRIDING SYSTEM VALUE' : '');
    // A cursor reads a big table a slice at a time instead of all of it at once.
    await tx.query(
      `DECLARE dump_rows NO SCROLL CURSOR FOR SELECT ${columns.map((c) => `${c}::text`).join(', ')} FROM ${table_name}`,
    );
    for (;;) {
      const slice = await tx.query<(string | null)[]>(`FETCH ${ROWS_PER_INSERT} FROM dump_rows`, [], {
        rowMode: 'array',
      });
      if (slice.rows.length === 0) break;
      const values = slice.rows.map((row) => `(${row.map(sqlLiteral).join(', ')})`);
      statements.push(`${head} VALUES\n${values.join(',\n')}`);
    }
    await tx.query('CLOSE dump_rows');
  }
  return statements;
}

/** Every sequence's current value, so new rows go on numbering where the game left off. */
async function setSequenceValues(tx: Transaction): Promise<string[]> {
  const sequences = await rows<{ name: string }>(
    tx,
    `SELECT format('%I.%I', n.nspname, c.relname) AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE ${USER_SCHEMA} AND c.relkind = 'S' ORDER BY 1`,
  );
  const statements: string[] = [];
  for (const { name } of sequences) {
    const [state] = await rows<{ last_value: string; is_called: boolean }>(
      tx,
      `SELECT last_value::text, is_called FROM ${name}`,
    );
    statements.push(
      `SELECT pg_catalog.setval(${sqlLiteral(name)}, ${state!.last_value}, ${state!.is_called})`,
    );
  }
  return statements;
}

/** The whole database as SQL statements, in the order they must run. */
export async function databaseDumpStatements(db: PGlite): Promise<string[]> {
  // Definitions print names relative to the search path: empty, every name comes out with its schema.
  // Dates and intervals print in the styles the restore reads them in.
  await db.query(
    `SELECT ${SETTINGS.map(([name, value]) => `pg_catalog.set_config('${name}', '${value}', false)`).join(', ')}`,
  );
  const unsupported = await unsupportedObjects(db);
  if (unsupported.length > 0)
    throw new Error(`the database holds what the upgrade cannot carry over: ${unsupported.join('; ')}`);

  const column = async (sql: string) =>
    (await rows<{ statement: string }>(db, sql)).map((row) => row.statement);
  const schemas = await column(
    `SELECT format('CREATE SCHEMA %I', n.nspname) AS statement FROM pg_namespace n
      WHERE ${USER_SCHEMA} AND n.nspname <> 'public' ORDER BY 1`,
  );
  const functions = await column(
    `SELECT pg_get_functiondef(p.oid) AS statement
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE ${USER_SCHEMA} ORDER BY p.oid`,
  );
  // Sequences of their own (serial); identity columns make theirs with the table.
  const sequences = await column(
    `SELECT format('CREATE SEQUENCE %I.%I AS %s START WITH %s INCREMENT BY %s MINVALUE %s MAXVALUE %s CACHE %s%s',
                   n.nspname, c.relname, format_type(s.seqtypid, NULL), s.seqstart, s.seqincrement,
                   s.seqmin, s.seqmax, s.seqcache, CASE WHEN s.seqcycle THEN ' CYCLE' ELSE '' END) AS statement
       FROM pg_sequence s JOIN pg_class c ON c.oid = s.seqrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE ${USER_SCHEMA} AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                                              AND d.objid = c.oid AND d.deptype = 'i')
      ORDER BY 1`,
  );
  const tables = await createTables(db);
  const ownedSequences = await column(
    `SELECT format('ALTER SEQUENCE %I.%I OWNED BY %I.%I.%I', n.nspname, c.relname, tn.nspname, t.relname, a.attname) AS statement
       FROM pg_depend d
       JOIN pg_class c ON c.oid = d.objid AND c.relkind = 'S' JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_class t ON t.oid = d.refobjid JOIN pg_namespace tn ON tn.oid = t.relnamespace
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE ${USER_SCHEMA} AND d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass
        AND d.deptype = 'a'
      ORDER BY 1`,
  );
  const constraints = (kinds: string) =>
    column(
      `SELECT format('ALTER TABLE ONLY %I.%I ADD CONSTRAINT %I %s', n.nspname, c.relname, k.conname,
                     pg_get_constraintdef(k.oid)) AS statement
         FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE ${USER_SCHEMA} AND k.contype IN (${kinds})
        ORDER BY array_position(ARRAY['p', 'u', 'x', 'c', 'f'], k.contype::text), n.nspname, c.relname, k.conname`,
    );
  // Not-null constraints are written with their columns, constraint triggers with the triggers.
  const keysAndChecks = await constraints(`'p', 'u', 'x', 'c'`);
  const indexes = await column(
    `SELECT pg_get_indexdef(i.indexrelid) AS statement
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE ${USER_SCHEMA} AND NOT EXISTS (SELECT 1 FROM pg_constraint k
                                             WHERE k.conindid = i.indexrelid AND k.contype IN ('p', 'u', 'x'))
      ORDER BY n.nspname, c.relname`,
  );
  const foreignKeys = await constraints(`'f'`);
  const triggers = await column(
    `SELECT pg_get_triggerdef(g.oid) AS statement
       FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE ${USER_SCHEMA} AND NOT g.tgisinternal
      ORDER BY n.nspname, c.relname, g.tgname`,
  );
  // Rows and sequence values read in one transaction: one moment of the database.
  const { inserts, values } = await db.transaction(async (tx) => ({
    inserts: await insertRows(tx),
    values: await setSequenceValues(tx),
  }));

  return [
    // Local settings: they end with the restore's transaction.
    `SELECT ${[...SETTINGS, CHECK_FUNCTION_BODIES].map(([name, value]) => `pg_catalog.set_config('${name}', '${value}', true)`).join(', ')}`,
    ...schemas,
    ...functions,
    ...sequences,
    ...tables,
    ...ownedSequences,
    ...inserts,
    ...values,
    ...keysAndChecks,
    ...indexes,
    ...foreignKeys,
    ...triggers,
  ];
}
