import 'server-only';
import { sql } from 'drizzle-orm';

/** An ILIKE pattern that finds `term` anywhere, its own % _ and \ taken literally. */
export const containing = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A column of the query's main table, qualified by its table's name. Drizzle writes a query's
 * own columns bare when it reads one table, so inside a correlated subquery `"id"` would be the
 * subquery's own table's id: outer columns are named in full through this.
 */
export const outer = (table: string, column: string) =>
  sql`${sql.identifier(table)}.${sql.identifier(column)}`;
