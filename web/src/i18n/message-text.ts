import type { TFunction } from 'i18next';

/** Modal messages may arrive with HTML entities (`&amp;`, `&#39;`); spec 1 §5 has them shown decoded. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  // DOMParser builds an inert document: nothing in it runs or loads.
  return new DOMParser().parseFromString(text, 'text/html').documentElement.textContent ?? text;
}

/**
 * Text for a message key sent by the server or named by the spec ('PasswordFormat', 'errors.csrf',
 * 'Modal.ResetPassword.ResetFailed' ...). They all live under `messages.`; an unknown key falls back to the
 * server's English text, never to the raw key.
 */
export function messageText(t: TFunction, key: string | undefined | null, fallback?: string): string {
  const defaultValue = decodeEntities(fallback ?? t('messages.unknown'));
  if (!key) return defaultValue;
  return t(`messages.${key}`, { defaultValue });
}
