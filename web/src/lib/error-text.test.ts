import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { HttpError } from './api-client';
import { decodeEntities, errorText, fieldError, RefusalError, type TErrorTextOptions } from './error-text';

const t = i18n.t.bind(i18n);
const FALLBACK = 'posTransactions.grid.loadFailed';
const portal = (status: number, messageKey: string, message = 'server text') =>
  new HttpError(status, { success: false, statusCode: status, messageKey, message }, message);
/** A body that is not the portal's: the client keeps the raw text as the error's message. */
const foreign = (status: number, text: string) => new HttpError(status, null, text);

describe('errorText', () => {
  it.each<[string, unknown, TErrorTextOptions, string]>([
    [
      'a key this screen owns',
      portal(409, 'posTransactions.errors.storeViewOnly'),
      { fallbackKey: FALLBACK },
      t('posTransactions.errors.storeViewOnly'),
    ],
    [
      'a generic refusal key',
      portal(403, API_ERROR_KEY.forbidden),
      { fallbackKey: FALLBACK },
      t(API_ERROR_KEY.forbidden),
    ],
    [
      'a key the catalogue lacks: the server’s own words',
      portal(400, 'posTransactions.errors.nope', 'Bad date'),
      { fallbackKey: FALLBACK },
      'Bad date',
    ],
    [
      'a network failure: the screen’s text',
      new HttpError(0, null, 'Network error'),
      { fallbackKey: FALLBACK },
      t(FALLBACK),
    ],
    ['a network failure without a screen text', new HttpError(0, null, 'Network error'), {}, t('errors.http.network')],
    ['a thrown non-HTTP error', new Error('boom'), { fallbackKey: FALLBACK }, t(FALLBACK)],
    [
      'a foreign payload’s Message (spec 2 §7)',
      foreign(500, '{"Message":"Availability service is down"}'),
      { fallbackKey: FALLBACK },
      'Availability service is down',
    ],
    ['a foreign payload’s error', foreign(502, '{"error":"gateway"}'), {}, 'gateway'],
    ['a foreign payload without a message', foreign(502, '{}'), { fallbackKey: FALLBACK }, t(FALLBACK)],
    ['a 500 string body as it is', foreign(500, 'Database offline'), { fallbackKey: FALLBACK }, 'Database offline'],
    [
      'an HTML error page is not a message',
      foreign(502, '<html><body>Bad gateway</body></html>'),
      { fallbackKey: FALLBACK },
      t(FALLBACK),
    ],
    [
      'faults show the fallback where the screen says so',
      foreign(500, 'boom'),
      { fallbackKey: 'loyaltyPricing.errors.FailedUpdateLoyaltyTierPricing', faultsShowFallback: true },
      t('loyaltyPricing.errors.FailedUpdateLoyaltyTierPricing'),
    ],
    [
      '…even a portal fault',
      portal(500, API_ERROR_KEY.server),
      { fallbackKey: 'loyaltyPricing.errors.FailedUpdateLoyaltyTierPricing', faultsShowFallback: true },
      t('loyaltyPricing.errors.FailedUpdateLoyaltyTierPricing'),
    ],
    [
      '…while refusals keep their text',
      portal(404, 'loyaltyPricing.errors.TieredPriceListMemberNotFound'),
      { fallbackKey: 'loyaltyPricing.errors.FailedUpdateLoyaltyTierPricing', faultsShowFallback: true },
      t('loyaltyPricing.errors.TieredPriceListMemberNotFound'),
    ],
    ['a refusal’s Message', new RefusalError('Menu is locked'), { fallbackKey: FALLBACK }, 'Menu is locked'],
    ['a refusal without a Message', new RefusalError(''), { fallbackKey: FALLBACK }, t(FALLBACK)],
    [
      'a refusal naming a key',
      new RefusalError('storeSelection.errors.storeNotAvailable'),
      {},
      t('storeSelection.errors.storeNotAvailable'),
    ],
    ['a form rule’s key', 'password.errors.PasswordFormat', {}, t('password.errors.PasswordFormat')],
    ['an unknown key is never shown raw', 'nowhere.errors.nothing', {}, t('common.errors.unknown')],
    ['entities in a message are decoded', new RefusalError('Fish &amp; Chips'), {}, 'Fish & Chips'],
  ])('%s', (_name, error, options, expected) => {
    expect(errorText(t, error, options)).toBe(expected);
  });

  it('gives a field no text when it is valid', () => {
    expect(fieldError(t, undefined)).toBeUndefined();
    expect(fieldError(t, 'password.errors.Required')).toBe(t('password.errors.Required'));
  });
});

describe('decodeEntities', () => {
  it.each([
    ['Fish &amp; Chips', 'Fish & Chips'],
    ['Don&#39;t', "Don't"],
    ['&lt;b&gt;bold&lt;/b&gt;', '<b>bold</b>'],
    ['plain text', 'plain text'],
    // Decoded markup stays text: React renders it escaped.
    ['&lt;img src=x onerror=alert(1)&gt;', '<img src=x onerror=alert(1)>'],
  ])('%s → %s', (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });
});
