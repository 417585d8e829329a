import type { TDb } from '../../db/create-db.ts';
import { storeScope } from '../../db/tenant.ts';
import type { TMailer } from '../../mail/mailer.ts';
import type { TJob } from '../../shared/jobs/job-runner.ts';
import type { TJobOutcome, TJobRun } from '../../shared/jobs/jobs.queries.ts';
import { addDays, firedAlerts, type TFiredAlert } from './alert-checks.ts';
import {
  alertStore,
  discountsByDay,
  dueAlertStores,
  netSalesByDay,
  priceChangesByDay,
  storedAlerts,
} from './alerts.queries.ts';
import { settingsOf } from './alerts.service.ts';

export const STORE_ALERTS_JOB = 'store-alerts';
/** The hour of the store's morning when yesterday is looked at: late tickets of the night are in by then. */
export const ALERTS_HOUR = 6;

const money = (n: number) => n.toFixed(2);

const LINE: Record<TFiredAlert['alert'], (a: TFiredAlert) => string> = {
  sales: (a) =>
    `Sales: net sales of ${money(a.value)} are ${a.changePercent}% against the average of ${money(a.baseline)} ` +
    `on the same weekday over the last 6 weeks (your threshold: ${a.threshold}%).`,
  price: (a) =>
    `Price changes: ${a.value} item price change(s), against a daily average of ${a.baseline.toFixed(1)} over the ` +
    `last 28 days (your threshold: ${a.threshold}%).`,
  discount: (a) =>
    `Discounts: ${money(a.value)} given, against a daily average of ${money(a.baseline)} over the last 28 days ` +
    `(your threshold: ${a.threshold}%).`,
};

/** Compares the store's day with its baselines and mails its contact when an alert fires. */
async function checkStore(mailer: TMailer, db: TDb, run: TJobRun): Promise<TJobOutcome> {
  const scope = storeScope(run.merchantId, Number(run.key));
  const day = run.period.replace(/^D:/, '');
  const row = await storedAlerts(db, scope);
  const store = await alertStore(db, scope);
  if (!row || !store) return { state: 'skipped', detail: 'storeGone' };
  const from = addDays(day, -42);
  const fired = firedAlerts(settingsOf(row), day, {
    sales: row.salesOn ? await netSalesByDay(db, scope, from, day) : [],
    price: row.priceOn ? await priceChangesByDay(db, scope, store.timeZone, from, day) : [],
    discount: row.discountOn ? await discountsByDay(db, scope, from, day) : [],
  });
  if (fired.length === 0) return { state: 'skipped', detail: 'noAlert' };
  if (store.contactEmail === '') return { state: 'skipped', detail: 'noContact' };
  await mailer.send({
    kind: 'store-alert',
    to: store.contactEmail,
    subject: `Alerts for ${store.name} on ${day}`,
    text: [`${store.name}, business date ${day}:`, '', ...fired.map((a) => LINE[a.alert](a))].join('\n'),
  });
  return { state: 'sent', detail: fired.map((a) => a.alert).join(',') };
}

/**
 * The daily alerts as a job of the runner: each morning (ALERTS_HOUR on the store's calendar) every store subscribed
 * to a measured alert has its yesterday compared, once: the runner's unique (job, store, day) record is the claim, so
 * a second pass or process finds the day taken. A day missed while no process ran is not caught up (yesterday only).
 */
export function storeAlertsJob(deps: { mailer: TMailer }): TJob {
  return {
    name: STORE_ALERTS_JOB,
    maxAttempts: 3,
    retryDelayMs: 5 * 60_000,
    leaseMs: 10 * 60_000,
    findDue: async (db, now, limit) =>
      (await dueAlertStores(db, STORE_ALERTS_JOB, now, ALERTS_HOUR, limit)).map((s) => ({
        merchantId: s.merchantId,
        key: String(s.storeId),
        period: s.period,
        dueAt: s.dueAt,
      })),
    // Nothing to move on: the claim record itself is the once-per-day mark.
    advance: async (_tx, occurrence) => occurrence,
    run: (db, run) => checkStore(deps.mailer, db, run),
  };
}
