import type { TSession } from '../../plugins/session-store.ts';
import type { TFlagScope } from './feature-flags.queries.ts';

/** The session's merchant and store as a flag scope; none before a merchant is chosen. */
export const flagScopeOf = (session: Pick<TSession, 'merchantId' | 'storeId'>): TFlagScope | null =>
  session.merchantId === null ? null : { merchantId: session.merchantId, storeId: session.storeId ?? 0 };
