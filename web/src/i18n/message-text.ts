import type { TFunction } from 'i18next';

/**
 * Text for a message key sent by the server or named by the spec ('PasswordFormat', 'errors.csrf',
 * 'Modal.ResetPassword.ResetFailed' ...). They all live under `messages.`; an unknown key falls back to the
 * server's English text, never to the raw key.
 */
export function messageText(t: TFunction, key: string | undefined | null, fallback?: string): string {
  const defaultValue = fallback ?? t('messages.unknown');
  if (!key) return defaultValue;
  return t(`messages.${key}`, { defaultValue });
}
