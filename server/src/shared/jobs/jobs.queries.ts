import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type TDb, type TDbTransaction } from '../../db/create-db.ts';
import { ofMerchant, type TMerchantScope } from '../../db/tenant.ts';
import { jobRuns } from '../../db/schema.ts';

/** One occurrence of a job: what (key) of which merchant, for which period, planned at `dueAt`. */
export type TJobOccurrence = { merchantId: number; key: string; period: string; dueAt: Date };
/** A claimed occurrence: the claim record's id and which attempt this is. */
export type TJobRun = TJobOccurrence & { runId: number; attempt: number };
export type TJobOutcome = { state: 'sent' | 'skipped'; detail?: string | null };

type TClaim = { now: Date; leaseMs: number; worker: string };

/**
 * Leases run on the database's clock, not the runner's: they measure how long a process has been silent, which is
 * real time shared by every process (a runner's clock may be a test's, or skewed on one host).
 */
const leaseEnd = (leaseMs: number) => sql<Date>`now() + ${leaseMs}::integer * interval '1 millisecond'`;

/**
 * Claims an occurrence for this process: `advance` moves its source on to the next period (a compare-and-set that
 * answers what to run, or null when another process or an edit moved it first), and the claim record is inserted in
 * the same transaction. The unique (job, key, period) record is the once-per-period guarantee: a period already
 * recorded is not run again, whoever moved the source back to it.
 */
export async function claimOccurrence(
  db: TDb,
  job: string,
  advance: (tx: TDbTransaction) => Promise<TJobOccurrence | null>,
  { now, leaseMs, worker }: TClaim,
): Promise<TJobRun | null> {
  return db.transaction(async (tx) => {
    const occurrence = await advance(tx);
    if (!occurrence) return null;
    const [row] = await tx
      .insert(jobRuns)
      .values({
        job,
        merchantId: occurrence.merchantId,
        key: occurrence.key,
        period: occurrence.period,
        dueAt: occurrence.dueAt,
        state: 'running',
        leaseUntil: leaseEnd(leaseMs),
        claimedBy: worker,
        startedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: jobRuns.id });
    return row ? { ...occurrence, runId: row.id, attempt: 1 } : null;
  });
}

/**
 * Takes up to `limit` runs to try again: failed ones whose retry time has come (on the runner's clock), and running
 * ones whose process stopped (lease ran out, on the database's), while they have attempts left. `for update skip locked`: two processes sweeping at once
 * take different rows, never the same one. Runs out of attempts whose lease ran out are closed as failed.
 */
export async function claimRetries(
  db: TDb,
  job: string,
  maxAttempts: number,
  limit: number,
  { now, leaseMs, worker }: TClaim,
): Promise<TJobRun[]> {
  await db
    .update(jobRuns)
    .set({ state: 'failed', detail: 'lease expired', finishedAt: now, leaseUntil: null })
    .where(
      and(
        eq(jobRuns.job, job),
        eq(jobRuns.state, 'running'),
        lt(jobRuns.leaseUntil, sql`now()`),
        sql`${jobRuns.attempts} >= ${maxAttempts}`,
      ),
    );
  const rows = await queryRows<{
    id: number;
    merchant_id: number;
    key: string;
    period: string;
    due_at: string | Date;
    attempts: number;
  }>(
    db,
    sql`
    update ${jobRuns} set state = 'running', attempts = attempts + 1, retry_at = null, finished_at = null,
        lease_until = ${leaseEnd(leaseMs)}, claimed_by = ${worker}, started_at = ${now}
     where id in (
       select id from ${jobRuns}
        where job = ${job} and attempts < ${maxAttempts}
          and ((state = 'failed' and retry_at <= ${now}) or (state = 'running' and lease_until < now()))
        order by id limit ${limit}
        for update skip locked)
    returning id, merchant_id, key, period, due_at, attempts`,
  );
  return rows.map((r) => ({
    runId: Number(r.id),
    merchantId: Number(r.merchant_id),
    key: r.key,
    period: r.period,
    dueAt: new Date(r.due_at),
    attempt: Number(r.attempts),
  }));
}

/** Closes a run with its outcome. */
export async function finishRun(db: TDb, runId: number, outcome: TJobOutcome, now: Date): Promise<void> {
  await db
    .update(jobRuns)
    .set({ state: outcome.state, detail: outcome.detail ?? null, finishedAt: now, leaseUntil: null })
    .where(eq(jobRuns.id, runId));
}

/** Marks a run failed; it is tried again from `retryAt` (null: no attempts left). */
export async function failRun(db: TDb, runId: number, detail: string, now: Date, retryAt: Date | null): Promise<void> {
  await db
    .update(jobRuns)
    .set({ state: 'failed', detail: detail.slice(0, 500), finishedAt: now, leaseUntil: null, retryAt })
    .where(eq(jobRuns.id, runId));
}

/** The latest run of each key of a job (the screen's "last run"), for the given keys. */
export async function latestRuns(
  db: TDb,
  scope: TMerchantScope,
  job: string,
  keys: readonly string[],
): Promise<Map<string, { dueAt: Date; state: string; detail: string | null }>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([jobRuns.key], {
      key: jobRuns.key,
      dueAt: jobRuns.dueAt,
      state: jobRuns.state,
      detail: jobRuns.detail,
    })
    .from(jobRuns)
    .where(and(ofMerchant(jobRuns, scope), eq(jobRuns.job, job), inArray(jobRuns.key, [...keys])))
    .orderBy(jobRuns.key, sql`${jobRuns.dueAt} desc`, sql`${jobRuns.id} desc`);
  return new Map(rows.map((r) => [r.key, { dueAt: r.dueAt, state: r.state, detail: r.detail }]));
}
