import { readEnv } from '../config.ts';
import { createDb } from '../db/create-db.ts';
import { seedDemo } from './seed.ts';

// `npm run seed` adds the demo data to an empty database; `npm run seed -- --reset` wipes and rewrites it.
const env = readEnv();
if (env.nodeEnv === 'production') {
  console.error('Refusing to seed demo data: NODE_ENV=production.');
  process.exit(1);
}
const handle = await createDb(env);
try {
  const outcome = await seedDemo(handle.db, { nodeEnv: env.nodeEnv, reset: process.argv.includes('--reset') });
  console.log(
    outcome === 'seeded' ? 'Demo data written.' : 'Data already present; nothing done (use --reset to rewrite).',
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
