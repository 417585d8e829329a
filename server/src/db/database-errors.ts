/**
 * How the database fails, told apart in one place: by the error plugin (503 for an unreachable database) and by the
 * start-up (retry an unreachable server, give up at once on a wrong password or a missing database).
 */

/** The error and the ones behind it: drizzle keeps the driver's error as `cause`; a failed connect may aggregate. */
export function* chainOf(error: unknown): Generator<object> {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0 && seen.size < 10) {
    const e = pending.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    yield e;
    pending.push((e as { cause?: unknown }).cause, ...((e as { errors?: unknown[] }).errors ?? []));
  }
}

export const codeOf = (e: object): string => String((e as { code?: unknown }).code ?? '');
const messageOf = (e: object): string => String((e as { message?: unknown }).message ?? '');

// Connection failures (server gone, restarting, refusing) arrive as Node errors or class 08/57P SQLSTATEs.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin shutdown (a restart, pg_terminate_backend)
  '57P02', // crash shutdown
  '57P03', // cannot connect now (starting up, recovering)
]);
// node-postgres reports a connection lost mid-query, a client it gave up on and a connect time-out without a code.
const UNREACHABLE_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/i;

/** Whether the failure is the database being out of reach (worth a 503 and a retry), not a refusal or a fault. */
export const isDatabaseUnreachable = (error: unknown): boolean =>
  [...chainOf(error)].some(
    (e) => codeOf(e).startsWith('08') || UNREACHABLE_CODES.has(codeOf(e)) || UNREACHABLE_MESSAGES.test(messageOf(e)),
  );

/** The driver's reason in a few words, for an operator: `ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432`. */
export function reasonOf(error: unknown): string {
  const innermost = [...chainOf(error)].at(-1);
  if (!innermost) return String(error);
  const code = codeOf(innermost);
  const message = messageOf(innermost) || String(innermost);
  return code && !message.includes(code) ? `${code} ${message}` : message;
}
