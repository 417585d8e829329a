import { describe, expect, it } from 'vitest';
import { storeDisplayName, ZStoreSearchRequest } from './stores.ts';

describe('storeDisplayName', () => {
  it.each([
    [{ StoreName: 'Downtown', IsDeleted: false, HasFirstRun: true }, true, 'Downtown'],
    [{ StoreName: 'Riverside', IsDeleted: false, HasFirstRun: false }, true, 'Riverside * NEW *'],
    [{ StoreName: 'Riverside', IsDeleted: false, HasFirstRun: false }, false, 'Riverside'],
    [{ StoreName: 'Old Town', IsDeleted: true, HasFirstRun: false }, true, '* Old Town'],
    [{ StoreName: 'Old Town', IsDeleted: true, HasFirstRun: true }, false, '* Old Town'],
  ])('%o with markNew=%s → %s', (row, markNew, expected) => {
    expect(storeDisplayName(row, markNew)).toBe(expected);
  });
});

describe('ZStoreSearchRequest', () => {
  it('defaults to the first page of 25', () => {
    expect(ZStoreSearchRequest.parse({})).toMatchObject({ PageRowCount: 25, RequestedPageNum: 1, SearchArg: '' });
  });
  it.each([
    [{ PageRowCount: 0 }, 'PageRowCount'],
    [{ PageRowCount: 10001 }, 'PageRowCount'],
    [{ RequestedPageNum: 0 }, 'RequestedPageNum'],
    [{ SearchArg: 'x'.repeat(201) }, 'SearchArg'],
  ])('refuses %o naming %s', (input, field) => {
    const result = ZStoreSearchRequest.safeParse(input);
    expect(result.error?.issues[0]?.path.join('.')).toBe(field);
  });
  it('reads form-encoded flags', () => {
    expect(ZStoreSearchRequest.parse({ SearchArg5: 'true', includeDeletedStores: 'false' })).toMatchObject({
      SearchArg5: true,
      includeDeletedStores: false,
    });
  });
});
