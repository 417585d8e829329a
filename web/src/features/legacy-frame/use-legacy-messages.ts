import type { TLegacyFrameMessage } from '@mp/contracts/legacy-frame';
import { type RefObject, useEffect, useRef } from 'react';
import { acceptLegacyMessage } from './accept-message';

/**
 * Listens to window messages while mounted and hands the accepted protocol messages (acceptLegacyMessage) to
 * `onMessage`; everything else is ignored silently. The latest `onMessage` is used without re-subscribing.
 */
export function useLegacyMessages(
  frameRef: RefObject<HTMLIFrameElement | null>,
  legacyOrigin: string,
  onMessage: (message: TLegacyFrameMessage) => void,
): void {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const frameWindow = frameRef.current?.contentWindow ?? null;
      const message = acceptLegacyMessage(
        { origin: event.origin, data: event.data, fromFrame: frameWindow !== null && event.source === frameWindow },
        { portalOrigin: window.location.origin, legacyOrigin },
      );
      if (message) handler.current(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frameRef, legacyOrigin]);
}
