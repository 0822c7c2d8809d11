import 'server-only';

/** An ILIKE pattern that finds `term` anywhere, its own % _ and \ taken literally. */
export const containing = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
