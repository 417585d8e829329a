import { isErrorKey } from '@mp/contracts/api-error';
import type { TFunction } from 'i18next';
import { isHttpError } from './api-client';

/** A 200 answer with IsSuccessful false (spec 2 §5, §7: mutation results need both): its Message is what to show. */
export class RefusalError extends Error {
  override readonly name = 'RefusalError';
}

/**
 * A mutation's answer when it succeeded: spec 2 §7 counts only status 200 with IsSuccessful true as success, so a 200
 * with IsSuccessful false throws its Message (a key or text, shown by errorText) as a RefusalError.
 */
export function succeeded<T extends { IsSuccessful: boolean; Message?: string | null }>(result: T): T {
  if (!result.IsSuccessful) throw new RefusalError(result.Message ?? '');
  return result;
}

/** Modal messages may arrive with HTML entities (`&amp;`, `&#39;`); spec 1 §5 has them shown decoded. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  // DOMParser builds an inert document: nothing in it runs or loads.
  return new DOMParser().parseFromString(text, 'text/html').documentElement.textContent ?? text;
}

/** The message of a body that is not the portal's (spec 2 §7: error, message or Message), or a plain-text body. */
function payloadMessage(text: string): string | null {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data === 'string') return data || null;
    if (data && typeof data === 'object')
      for (const name of ['Message', 'message', 'error'] as const) {
        const value = (data as Record<string, unknown>)[name];
        if (typeof value === 'string' && value) return value;
      }
    return null;
  } catch {
    // Spec 2 §7: string bodies are shown as they are; an HTML error page (a proxy's) is not a message.
    const plain = text.trim();
    return plain && !plain.startsWith('<') ? plain : null;
  }
}

export type TErrorTextOptions = {
  /** The screen's own text for this failure, shown when the error carries nothing better. */
  fallbackKey?: string;
  /**
   * Server faults (5xx without a portal key, unreachable server) show the fallback instead of whatever body came
   * back: for screens whose catalogue entry is "server message or <fallback>" (spec 2 §8, loyalty tier pricing).
   */
  faultsShowFallback?: boolean;
};

/**
 * The one way the web turns a failure into text, in this order:
 * 1. an error key the catalogue knows (`area.errors.name`, sent by the server as `messageKey` or carried by a form
 *    rule or a refusal) → its translation;
 * 2. a message meant for people (a refusal's Message, a foreign payload's message, a plain-text body) → as sent,
 *    entities decoded;
 * 3. the screen's fallback, else the generic text.
 * `error` may be an HttpError, a RefusalError, any Error, or a key / message string (a form field's error).
 */
export function errorText(t: TFunction, error: unknown, options: TErrorTextOptions = {}): string {
  const fallback = () => t(options.fallbackKey ?? 'common.errors.unknown');
  const known = (key: string | undefined | null) => (key && t(key, { defaultValue: '' })) || null;
  // A key nobody translated is never shown raw; any other text is a message meant for people.
  const asSent = (text: string | undefined | null) =>
    known(text) ?? (text && !isErrorKey(text) ? decodeEntities(text) : fallback());
  if (typeof error === 'string' || error instanceof RefusalError)
    return asSent(typeof error === 'string' ? error : error.message);
  if (!isHttpError(error)) return fallback();
  if (error.status === 0) return options.fallbackKey ? fallback() : t('errors.http.network');
  if (options.faultsShowFallback && error.status >= 500) return fallback();
  if (error.body) return known(error.body.messageKey) ?? asSent(error.body.message);
  return asSent(payloadMessage(error.message));
}

/** A form field's error (a rule's key, or the server's key set on the field) as its helper text; none when valid. */
export const fieldError = (t: TFunction, message: string | undefined): string | undefined =>
  message ? errorText(t, message) : undefined;
