import type { TFunction } from 'i18next';
import { isHttpError } from '../../../lib/api-client';
import { messageText } from '../../../i18n/message-text';
import { ItemAvailabilityRefusal } from '../api/item-availability.queries';

/** Spec 2 §8: the fallback key of each call when the server gives no Message. */
export const FAILURE_KEY = {
  save: 'itemAvailability.failedUpdateItemAvailability',
  allOnline: 'itemAvailability.failedupdateItemAvailabilityAllIsOnline',
  allInStock: 'itemAvailability.failedupdateItemAvailabilityAllInStock',
} as const;

const OWN_KEY_PREFIX = 'itemAvailability.';

/** The message of a non-contract error payload (spec 2 §7: error, message or Message), or a plain-text body. */
function payloadMessage(text: string): string | null {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data === 'string') return data || null;
    if (data && typeof data === 'object') {
      for (const name of ['Message', 'message', 'error'] as const) {
        const value = (data as Record<string, unknown>)[name];
        if (typeof value === 'string' && value) return value;
      }
    }
    return null;
  } catch {
    // A string body (spec 2 §7: "500 string bodies are shown as-is").
    return text.trim() || null;
  }
}

/**
 * What a failed availability call shows: the server's message (our own keys translated, the portal's error keys
 * through the message catalogue, any other payload's Message as sent), else the call's fallback text.
 */
export function failureText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ItemAvailabilityRefusal) return error.message || t(fallbackKey);
  if (!isHttpError(error) || error.status === 0) return t(fallbackKey);
  if (error.body) {
    const key = error.body.messageKey;
    if (key.startsWith(OWN_KEY_PREFIX)) return t(key, { defaultValue: error.body.message });
    return messageText(t, key, error.body.message);
  }
  return payloadMessage(error.message) ?? t(fallbackKey);
}
