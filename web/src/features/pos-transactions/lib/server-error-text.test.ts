import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/api-client';
import { i18n } from '../../../i18n/i18n';
import { serverErrorText } from './server-error-text';

const t = i18n.t.bind(i18n);
const apiError = (status: number, messageKey: string) =>
  new HttpError(status, { success: false, statusCode: status, messageKey, message: 'server text' }, 'server text');

describe('serverErrorText', () => {
  it.each([
    ['a key of this screen', apiError(409, 'posTransactions.storeViewOnly'), t('posTransactions.storeViewOnly')],
    [
      'an e-mail refusal',
      apiError(400, 'posTransactions.errors.invalidEmail'),
      t('posTransactions.errors.invalidEmail'),
    ],
    [
      'an unknown key of this screen',
      apiError(400, 'posTransactions.errors.nope'),
      t('posTransactions.grid.loadFailed'),
    ],
    ['a key of another area', apiError(403, 'errors.forbidden'), t('posTransactions.grid.loadFailed')],
    ['a network failure', new HttpError(0, null, 'Network error'), t('posTransactions.grid.loadFailed')],
    ['a thrown non-HTTP error', new Error('boom'), t('posTransactions.grid.loadFailed')],
  ])('%s', (_name, error, expected) => {
    expect(serverErrorText(t, error, 'posTransactions.grid.loadFailed')).toBe(expected);
  });
});
