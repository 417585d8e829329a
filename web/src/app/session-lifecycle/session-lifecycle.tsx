import type { TPortalData } from '@mp/contracts/portal';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isHttpError, readLastSessionUpdate } from '../../lib/api-client';
import { SESSION_CHECK_INTERVAL_MS, sessionCheck } from '../../lib/session/session-clock';
import { SessionExtendDialog } from './session-extend-dialog';
import { useRefreshSession } from './session-lifecycle.queries';
import { SessionRenewDialog } from './session-renew-dialog';

type TPhase = 'active' | 'warning' | 'expired';

type TSessionLifecycleProps = {
  portal: Pick<TPortalData, 'timeout' | 'userName' | 'IsNcrIdUser'>;
  onLogOut: () => void;
};

/**
 * Spec 1 §4 "Session handling", mounted once by the portal shell: the activity clock, the 60-second check and
 * the extend and renew modals it opens. The last successful server call is stored by the api client.
 */
export function SessionLifecycle({ portal, onLogOut }: TSessionLifecycleProps) {
  const [phase, setPhase] = useState<TPhase>('active');
  const lastActivity = useRef(0);
  const { mutate: refreshSession } = useRefreshSession();
  const timeoutMinutes = portal.timeout;

  useEffect(() => {
    const touch = () => {
      lastActivity.current = Date.now();
    };
    // Showing the portal counts as activity.
    touch();
    document.addEventListener('click', touch, true);
    document.addEventListener('keydown', touch, true);
    return () => {
      document.removeEventListener('click', touch, true);
      document.removeEventListener('keydown', touch, true);
    };
  }, []);

  // The check pauses while a modal is open: only the modal's buttons (or its countdown) move on from there.
  useEffect(() => {
    if (phase !== 'active') return;
    const id = setInterval(() => {
      const next = sessionCheck({
        now: Date.now(),
        lastActivity: lastActivity.current,
        lastSessionUpdate: readLastSessionUpdate(),
        timeoutMinutes,
      });
      if (next === 'renew') setPhase('expired');
      else if (next === 'extend') setPhase('warning');
      else if (next === 'refresh')
        refreshSession(undefined, {
          onError: (error) => {
            if (isHttpError(error) && error.status === 401) setPhase('expired');
          },
        });
    }, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(id);
  }, [phase, timeoutMinutes, refreshSession]);

  const resume = useCallback(() => {
    lastActivity.current = Date.now();
    setPhase('active');
  }, []);
  const expire = useCallback(() => setPhase('expired'), []);

  if (phase === 'warning')
    return (
      <SessionExtendDialog timeoutMinutes={timeoutMinutes} onExtended={resume} onExpired={expire} onLogOut={onLogOut} />
    );
  if (phase === 'expired')
    return (
      <SessionRenewDialog
        userName={portal.userName}
        isSsoUser={portal.IsNcrIdUser}
        onRenewed={resume}
        onLogOut={onLogOut}
      />
    );
  return null;
}
