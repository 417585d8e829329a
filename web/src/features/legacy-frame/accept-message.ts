import { type TLegacyFrameMessage, ZLegacyFrameMessage } from '@mp/contracts/legacy-frame';

/** What the portal knows about a received window message (the parts of a MessageEvent the rule reads). */
export type TReceivedMessage = {
  origin: string;
  data: unknown;
  /** event.source is the legacy frame's own window (not a frame nested in it, not another window). */
  fromFrame: boolean;
};

export type TTrustedOrigins = { portalOrigin: string; legacyOrigin: string | null };

/**
 * The protocol message carried by a window message, or null when it must be ignored (spec 1 §1, spec 2 §1: only
 * from the same origin or the configured legacy origin). Origins are compared exactly, as browsers spell them, so
 * another port, scheme or a look-alike host never passes. A legacy-origin message must come from the frame itself:
 * a page the legacy page nests could otherwise speak for it. The portal's own origin is trusted from any of its
 * windows. Anything that is not a valid protocol message is ignored too.
 */
export function acceptLegacyMessage(
  message: TReceivedMessage,
  { portalOrigin, legacyOrigin }: TTrustedOrigins,
): TLegacyFrameMessage | null {
  const sameOrigin = message.origin === portalOrigin;
  const fromLegacyFrame = legacyOrigin !== null && message.origin === legacyOrigin && message.fromFrame;
  if (!sameOrigin && !fromLegacyFrame) return null;
  const parsed = ZLegacyFrameMessage.safeParse(message.data);
  return parsed.success ? parsed.data : null;
}
