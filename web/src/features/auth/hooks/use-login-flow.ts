import { nextLoginStep, type TLoginStep, type TPassedSteps } from '@mp/contracts/access/login-flow';
import type { TLoginResult } from '@mp/contracts/auth';
import { useCallback, useState } from 'react';
import { setShowUpdatePayment } from '../../../lib/session-flags';

/** localStorage key of the remembered user name (remember-me). */
export const REMEMBERED_USER_KEY = 'mp.rememberedUserName';

export type TLoginFlowState = {
  result: TLoginResult;
  username: string;
  passed: TPassedSteps;
  step: TLoginStep;
};

export const rememberUser = (username: string, rememberMe: boolean) => {
  if (rememberMe) localStorage.setItem(REMEMBERED_USER_KEY, username);
  else localStorage.removeItem(REMEMBERED_USER_KEY);
};

/**
 * The steps between a successful LogOn and the portal. Which step comes next is decided by the contract's
 * nextLoginStep; this hook only remembers what has been passed.
 */
export function useLoginFlow() {
  const [flow, setFlow] = useState<TLoginFlowState | null>(null);

  /** `rememberMe` undefined (single sign-on has no such box) leaves the remembered user name alone. */
  const start = useCallback((result: TLoginResult, username: string, rememberMe?: boolean) => {
    if (rememberMe !== undefined) rememberUser(username, rememberMe);
    if (result.isPaymentRequired) setShowUpdatePayment();
    setFlow({ result, username, passed: {}, step: nextLoginStep(result, {}) });
  }, []);

  /** Marks a step as passed and moves to whatever the rules say comes next. */
  const pass = useCallback((step: keyof TPassedSteps) => {
    setFlow((current) => {
      if (!current) return current;
      const passed = { ...current.passed, [step]: true };
      return { ...current, passed, step: nextLoginStep(current.result, passed) };
    });
  }, []);

  const reset = useCallback(() => setFlow(null), []);

  return { flow, start, pass, reset };
}
