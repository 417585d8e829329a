import type { TLoginErrorCode } from '@mp/contracts/auth';

/** Spec 1 §9: the session check runs every 60 seconds. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

const MINUTE_MS = 60_000;

/** How long before the time-out the extend modal opens: 5 minutes when the time-out is over 6 minutes, else 1. */
export const warningWindowMinutes = (timeoutMinutes: number): number => (timeoutMinutes > 6 ? 5 : 1);

/** Where the extend modal's countdown starts: 300 seconds when the portal time-out is above 5, else 60. */
export const extendCountdownSeconds = (timeoutMinutes: number): number => (timeoutMinutes > 5 ? 300 : 60);

export type TSessionCheck = 'renew' | 'extend' | 'refresh' | 'none';

export type TSessionClock = {
  now: number;
  /** Last click or key press (epoch ms). */
  lastActivity: number;
  /** Last successful call to the server (epoch ms), null when none is stored. */
  lastSessionUpdate: number | null;
  timeoutMinutes: number;
};

/** The 60-second check of spec 1 §4, in its order: renew, else extend, else refresh, else nothing. */
export function sessionCheck({ now, lastActivity, lastSessionUpdate, timeoutMinutes }: TSessionClock): TSessionCheck {
  const timeoutMs = timeoutMinutes * MINUTE_MS;
  if (lastSessionUpdate === null || now - lastSessionUpdate > timeoutMs) return 'renew';
  if (now - lastActivity >= timeoutMs - warningWindowMinutes(timeoutMinutes) * MINUTE_MS) return 'extend';
  if (now - lastSessionUpdate > timeoutMs / 2) return 'refresh';
  return 'none';
}

/** Whole seconds as mm:ss (the extend modal's countdown). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** The message for a refused renewal: the sign-in messages of spec 1 §8, and the SSO case of our own. */
const RENEW_ERROR_KEYS: Partial<Record<TLoginErrorCode, string>> = {
  I: 'auth.loginErrors.incorrect.message',
  L: 'auth.loginErrors.locked.message',
  A: 'auth.loginErrors.notApproved.message',
  F: 'auth.loginErrors.noFeature.message',
  X: 'auth.loginErrors.merchantDeactivated.message',
  D: 'auth.loginErrors.storeDeactivated.message',
  U: 'session.renew.ssoUser',
};

export const renewErrorKey = (code: TLoginErrorCode | null): string =>
  (code && RENEW_ERROR_KEYS[code]) ?? 'auth.loginErrors.generic.message';
