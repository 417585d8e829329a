import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { LOYALTY_MESSAGE, LOYALTY_MESSAGE_KEYS } from '@mp/contracts/loyalty-pricing';
import type { TFunction } from 'i18next';
import { isHttpError } from '../../lib/api-client';
import { messageText } from '../../i18n/message-text';

/** Text of a loyalty key (the spec's ProgramName… keys live in this screen's section) or of a generic server key. */
export function loyaltyMessage(t: TFunction, key: string | undefined): string {
  if (key && LOYALTY_MESSAGE_KEYS.has(key)) return t(`loyaltyPricing.messages.${key}`);
  return messageText(t, key);
}

/**
 * Spec 2 §8 "Loyalty save failure": the server's message when it gave one the screen knows, else
 * FailedUpdateLoyaltyTierPricing (server faults, unreachable server, bodies that are not the portal's).
 */
export function saveFailureText(t: TFunction, error: unknown): string {
  const key = isHttpError(error) ? error.messageKey : undefined;
  const known =
    key &&
    key !== API_ERROR_KEY.server &&
    (LOYALTY_MESSAGE_KEYS.has(key) || t(`messages.${key}`, { defaultValue: '' }));
  return known ? loyaltyMessage(t, key) : t(`loyaltyPricing.messages.${LOYALTY_MESSAGE.failedUpdate}`);
}
