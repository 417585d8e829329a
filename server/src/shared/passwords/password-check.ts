import { LOCKOUT_HOURS, MAX_INVALID_ATTEMPTS } from '@mp/contracts/auth';
import type { TDb } from '../../db/create-db.ts';
import type { TUserRow } from '../../db/rows.ts';
import { verifyAgainstDummy, verifyPassword } from './password-hash.ts';
import { recordFailure, recordSuccess } from './passwords.queries.ts';

/**
 * A user's password checked under the lock-out (spec 1 §9): LogOn, RenewSession and ChangePassword's current password
 * count failures alike, so none of them is a way around it. The outcome is decided after the (slow) hash check, in one
 * statement each under the account's row lock: a failure counts and may lock, a success gets in only if the account
 * is not locked at that moment, so of concurrent attempts none gets past a lock another one set, and none clears it.
 * (Counting attempts before the check would lock an account that several tills sign in to at once.)
 * 'I' a wrong password, 'L' the account is (or has just been) locked.
 */
export async function checkPassword(db: TDb, user: TUserRow, password: string): Promise<'I' | 'L' | null> {
  // Already locked when the request read the account: refused without looking, as slowly as a real check.
  if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    await verifyAgainstDummy(password);
    return 'L';
  }
  if (!(await verifyPassword(user.passwordHash, password)))
    return (await recordFailure(db, user.id, MAX_INVALID_ATTEMPTS, LOCKOUT_HOURS)) ? 'L' : 'I';
  return (await recordSuccess(db, user.id)) ? null : 'L';
}
