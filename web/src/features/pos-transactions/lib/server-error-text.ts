import type { TFunction } from 'i18next';
import { isHttpError } from '../../../lib/api-client';

/**
 * The text for a failed call of this screen: the server's own key when it is one of this screen's
 * (posTransactions.storeViewOnly, posTransactions.errors.*), else the screen's message for that action.
 */
export function serverErrorText(t: TFunction, error: unknown, fallbackKey: string): string {
  const key = isHttpError(error) ? error.messageKey : undefined;
  if (key?.startsWith('posTransactions.')) return t(key, { defaultValue: t(fallbackKey) });
  return t(fallbackKey);
}
