import { sql } from 'drizzle-orm';
import type { TDb } from '../db/create-db.ts';

/*
 * What the set-based demo generators (seed-tickets.ts, seed-customers.ts) share: a deterministic pseudo-random source
 * in SQL and the name lists people are drawn from.
 */

export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TExec = Pick<TDb, 'execute'>;

export const FIRST = `array['Ava','Liam','Olivia','Noah','Emma','Mason','Sophia','Lucas','Mia','Ethan','Isabella','Logan',
  'Amelia','James','Harper','Elijah','Ella','Benjamin','Chloe','Henry','Grace','Jack','Zoe','Owen','Nora','Leo',
  'Lily','Caleb','Maya','Ryan']`;
export const LAST = `array['Smith','Johnson','Garcia','Brown','Miller','Davis','Lopez','Wilson','Anderson','Thomas','Moore',
  'Martin','Lee','Clark','Lewis','Walker','Hall','Young','King','Wright','Scott','Green','Baker','Adams','Nelson',
  'Hill','Campbell','Mitchell','Roberts','Carter']`;

/** A deterministic pseudo-random integer in [0, mod) from an id expression and a salt. */
export const h = (expr: string, salt: number, mod: number) =>
  `(abs(hashint8((${expr})::bigint * 7919 + ${salt})::bigint) % ${mod})`;
export const pick = (array: string, expr: string, salt: number, size: number) =>
  `(${array})[1 + ${h(expr, salt, size)}]`;

/** Runs one generator statement; a temporary table it creates is analysed at once. */
export async function run(db: TExec, statement: string): Promise<void> {
  await db.execute(sql.raw(statement));
  // Fresh temporary tables have no statistics: without them the planner picks nested loops over thousands of rows.
  const created = /^\s*create temp table (_tk_\w+)/.exec(statement)?.[1];
  if (created) await db.execute(sql.raw(`analyze ${created}`));
}
