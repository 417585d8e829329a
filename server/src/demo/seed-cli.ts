import { sql } from 'drizzle-orm';
import { readEnv } from '../config.ts';
import { createDb } from '../db/create-db.ts';
import { rebuildRollups, ROLLUP_TABLES } from '../db/rollups.ts';
import { seedDemo } from './seed.ts';
import { addBulkTickets } from './seed-tickets.ts';

// `npm run seed` adds the demo data to an empty database; `npm run seed -- --reset` wipes and rewrites it;
// `--tickets N` then adds N more POS tickets over the demo stores (up to millions, for the benchmarks);
// `--rebuild-rollups` only recomputes the report rollups from the ticket rows (`npm run rollups:rebuild`).
const env = readEnv();
if (env.nodeEnv === 'production') {
  console.error('Refusing to seed demo data: NODE_ENV=production.');
  process.exit(1);
}

function ticketsArgument(argv: readonly string[]): number {
  const i = argv.indexOf('--tickets');
  if (i < 0) return 0;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 10_000_000) {
    console.error('--tickets needs a whole number from 1 to 10000000.');
    process.exit(1);
  }
  return n;
}

const duration = (seconds: number) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`
    : `${Math.round(seconds)}s`;

/**
 * Progress on stderr: a redrawn bar on a terminal; elsewhere (CI logs, pipes) a plain line at every tenth, so logs
 * stay readable.
 */
function progressReporter(total: number, label: string): (done: number) => void {
  const started = Date.now();
  const tty = process.stderr.isTTY;
  let lastTenth = 0;
  return (done) => {
    const seconds = (Date.now() - started) / 1000;
    const rate = done / Math.max(seconds, 0.001);
    const eta = (total - done) / Math.max(rate, 0.001);
    const share = done / total;
    const stats = `${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} ${label} · ${Math.round(rate).toLocaleString('en-US')}/s · ${done < total ? `ETA ${duration(eta)}` : `done in ${duration(seconds)}`}`;
    if (tty) {
      const width = 30;
      const filled = Math.round(share * width);
      process.stderr.write(
        `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(share * 100).toFixed(1).padStart(5)}% ${stats}\x1b[K`,
      );
      if (done >= total) process.stderr.write('\n');
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth > lastTenth || done >= total) {
      lastTenth = tenth;
      process.stderr.write(`${(share * 100).toFixed(0)}% ${stats}\n`);
    }
  };
}

const extraTickets = ticketsArgument(process.argv);
const handle = await createDb(env);
try {
  if (process.argv.includes('--rebuild-rollups')) {
    const started = Date.now();
    await rebuildRollups(handle.db);
    await handle.db.execute(sql.raw(`analyze ${ROLLUP_TABLES.join(', ')}`));
    console.log(`Rollups rebuilt from the ticket rows in ${duration((Date.now() - started) / 1000)}.`);
  } else {
    const outcome = await seedDemo(handle.db, { nodeEnv: env.nodeEnv, reset: process.argv.includes('--reset') });
    console.log(
      outcome === 'seeded' ? 'Demo data written.' : 'Data already present; nothing done (use --reset to rewrite).',
    );
    if (extraTickets > 0) {
      await addBulkTickets(handle.db, extraTickets, { onProgress: progressReporter(extraTickets, 'tickets') });
      // Fresh statistics (and, on PostgreSQL, the visibility map that lets counts use index-only scans).
      await handle.db.execute(
        sql.raw(
          `vacuum analyze tickets, ticket_lines, ticket_payments, ticket_taxes, ticket_notes, ${ROLLUP_TABLES.join(', ')}`,
        ),
      );
      console.log(`${extraTickets.toLocaleString('en-US')} tickets added.`);
    }
  }
} catch (error) {
  // Drizzle wraps database errors: the cause says what went wrong, the message quotes the whole statement.
  const { message, cause } = error as Error;
  console.error(cause instanceof Error ? `${cause.message}\n${message.split('\n')[0]}` : message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
