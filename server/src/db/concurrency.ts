import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { integer, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The row version behind a ConcurrencyChecksum (contracts/concurrency.ts). Every write of the row bumps it; a save
 * writes only `where version = <the version its checksum names>`, in the same statement, so of two saves that loaded
 * the same version exactly one matches and the other writes nothing.
 */
export const versionColumn = () => integer('version').notNull().default(1);

/** The checksum a read answers for a row at `version` (0 for a row not stored yet, e.g. default availability). */
export const checksumOf = (version: number): string => String(version);

/** The version a checksum names, or null for text no version ever had (such a save is stale). */
export const versionOf = (checksum: string | undefined): number | null =>
  checksum !== undefined && /^(0|[1-9]\d{0,8})$/.test(checksum) ? Number(checksum) : null;

/** The `set` value of a write: the next version. */
export const nextVersion = (column: AnyPgColumn): SQL<number> => sql<number>`${column} + 1`;

/** A select column answering the checksum of a version expression (a missing row's version coalesced to 0). */
export const checksumColumn = (version: SQLWrapper): SQL<string> => sql<string>`(${version})::text`;
