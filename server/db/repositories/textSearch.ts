// "Contains" text search for the list filters and search boxes, the same on SQLite and PostgreSQL:
// `lower(column) LIKE lower(?) ESCAPE '!'`, with the user's text bound as a parameter and its LIKE
// wildcards escaped, so '50%' matches the three characters literally and nothing is spliced into SQL.
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

const ESCAPE = '!';

/** `%text%` with `!`, `%` and `_` escaped by `!`. */
function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (character) => `${ESCAPE}${character}`)}%`;
}

/** Case-insensitive "column contains text" (ASCII case folding on SQLite, full Unicode on PostgreSQL). */
export function containsText(column: string | Expression<string | null>, text: string): RawBuilder<SqlBool> {
  const target = typeof column === 'string' ? sql.ref(column) : column;
  return sql<SqlBool>`lower(${target}) like lower(${containsPattern(text)}) escape '!'`;
}
