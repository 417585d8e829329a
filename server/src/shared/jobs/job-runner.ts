import os from 'node:os';
import type { TDb, TDbTransaction } from '../../db/create-db.ts';
import {
  claimOccurrence,
  claimRetries,
  failRun,
  finishRun,
  type TJobOccurrence,
  type TJobOutcome,
  type TJobRun,
} from './jobs.queries.ts';

/**
 * A job the runner drives: something that falls due once per period (a scheduled report, an alert e-mail). The runner
 * asks it what is due, claims each occurrence once across every server process, runs it, and tries a failed run
 * again later with backoff. Time always comes from the runner's clock, so tests drive a job with a controlled one.
 */
export type TJob = {
  name: string;
  /** What is due at `now` (oldest first, at most `limit`): the runner claims each with `advance`. */
  findDue: (db: TDb, now: Date, limit: number) => Promise<TJobOccurrence[]>;
  /**
   * In the claim's transaction: moves the occurrence's source on past `now` if it is still at this occurrence
   * (compare-and-set), answering the occurrence to run (the latest period missed, when several went by while no
   * process ran), or null when another process or an edit moved it first.
   */
  advance: (tx: TDbTransaction, occurrence: TJobOccurrence, now: Date) => Promise<TJobOccurrence | null>;
  /** Does the work. Throwing fails the run: it is tried again after `retryDelayMs`, doubling, up to `maxAttempts`. */
  run: (db: TDb, run: TJobRun, now: Date) => Promise<TJobOutcome>;
  maxAttempts: number;
  retryDelayMs: number;
  /** How long a run may take before another process takes it for a crashed one. */
  leaseMs: number;
};

export type TJobLog = {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
};

/** What one pass did, per job. */
export type TTickReport = { job: string; runs: { key: string; period: string; attempt: number; state: string }[] }[];

export type TJobRunner = {
  /** One pass at `now` (the runner's clock by default): every due occurrence and every due retry, run to the end. */
  tick: (now?: Date) => Promise<TTickReport>;
  /** Passes every `intervalMs` from now on, never two at once in this process. */
  start: () => void;
  /** No new pass; resolves when the one under way has finished. */
  stop: () => Promise<void>;
};

export type TJobRunnerOptions = {
  db: TDb;
  jobs: readonly TJob[];
  intervalMs: number;
  clock?: () => Date;
  /** Names this process in the claim records. */
  worker?: string;
  log: TJobLog;
  /** Occurrences taken per job and pass (the rest wait for the next pass). */
  batch?: number;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createJobRunner({
  db,
  jobs,
  intervalMs,
  clock = () => new Date(),
  worker = `${os.hostname()}:${process.pid}`,
  log,
  batch = 50,
}: TJobRunnerOptions): TJobRunner {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> | null = null;

  async function execute(job: TJob, run: TJobRun, now: Date): Promise<string> {
    try {
      const outcome = await job.run(db, run, now);
      await finishRun(db, run.runId, outcome, now);
      return outcome.state;
    } catch (error) {
      const retry = run.attempt < job.maxAttempts;
      const retryAt = retry ? new Date(now.getTime() + job.retryDelayMs * 2 ** (run.attempt - 1)) : null;
      await failRun(db, run.runId, messageOf(error), now, retryAt);
      log.warn(
        { job: job.name, key: run.key, period: run.period, attempt: run.attempt, err: messageOf(error) },
        'job run failed',
      );
      return 'failed';
    }
  }

  async function tick(now: Date = clock()): Promise<TTickReport> {
    const report: TTickReport = [];
    for (const job of jobs) {
      const claim = { now, leaseMs: job.leaseMs, worker };
      const runs: TTickReport[number]['runs'] = [];
      for (const occurrence of await job.findDue(db, now, batch)) {
        const run = await claimOccurrence(db, job.name, (tx) => job.advance(tx, occurrence, now), claim);
        if (run) runs.push({ key: run.key, period: run.period, attempt: 1, state: await execute(job, run, now) });
      }
      for (const run of await claimRetries(db, job.name, job.maxAttempts, batch, claim))
        runs.push({ key: run.key, period: run.period, attempt: run.attempt, state: await execute(job, run, now) });
      if (runs.length > 0) log.info({ job: job.name, runs }, 'jobs ran');
      report.push({ job: job.name, runs });
    }
    return report;
  }

  const pass = () => {
    if (current) return;
    current = tick()
      // A database outage or a bug in one pass must not stop the next: it is logged and the timer goes on.
      .catch((error: unknown) => log.warn({ err: messageOf(error) }, 'job pass failed'))
      .finally(() => (current = null));
  };

  return {
    tick,
    start: () => {
      if (timer) return;
      timer = setInterval(pass, intervalMs);
      // The runner never keeps a process alive on its own.
      timer.unref();
      pass();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await current;
    },
  };
}
