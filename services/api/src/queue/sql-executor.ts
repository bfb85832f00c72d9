import { sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';

/** pg-boss's view of a database: run a text with `$n` parameters, get rows back. */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

/**
 * A value as both drivers take it: drizzle leaves `undefined` out (so `$1::uuid` would lose its
 * `$1`), PGlite turns a plain object into "[object Object]" where node-postgres sends JSON, and
 * it sends a JS array as text that is no array literal.
 */
const bindable = (value: unknown): unknown => {
  if (value === undefined) return null;
  // An array literal ('{"a","b"}'): PGlite does not infer `$2::uuid[]` from a JS array.
  if (Array.isArray(value)) {
    return `{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  }
  if (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof Date)
  ) {
    return Buffer.isBuffer(value) ? value : JSON.stringify(value);
  }
  return value;
};

/** `$1`-style text and values as one drizzle SQL object, so it runs on any drizzle session. */
export function parameterized(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${bindable(values[Number(match[1]) - 1])}`);
    last = (match.index ?? 0) + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks, sql.raw(''));
}

const rowsOf = (result: unknown): unknown[] =>
  Array.isArray(result)
    ? rowsOf(result.at(-1))
    : ((result as { rows?: unknown[] } | undefined)?.rows ?? []);

/**
 * The queue's executor on a drizzle session (the database, or a transaction so that a job is
 * sent or completed atomically with the rows it writes). A text without parameters may hold
 * several statements (pg-boss's own migrations): PGlite runs those through `exec`.
 */
export function drizzleExecutor(
  db: Database,
  handle?: Pick<DatabaseHandle, 'execMany'>,
): SqlExecutor {
  return {
    async executeSql(text, values) {
      if ((!values || values.length === 0) && handle?.execMany) {
        return { rows: rowsOf(await handle.execMany(text)) };
      }
      return { rows: rowsOf(await db.execute(parameterized(text, values ?? []))) };
    },
  };
}
