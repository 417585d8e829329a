import { describe, expect, it } from 'vitest';
import {
  availableTypesOf,
  isPayCodeNameTaken,
  isPayCodesViewOnly,
  PAY_CODES_ERROR as E,
  ZPayCodeForm,
  ZPayCodesListRequest,
  ZPayCodeUpdateRequest,
} from './pay-codes.ts';

const VALID = { Name: 'FLOAT', Description: 'Opening float', Type: 1 };
const problemsOf = (values: Record<string, unknown>) =>
  ZPayCodeForm.safeParse({ ...VALID, ...values }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('ZPayCodeForm (spec 3 §5)', () => {
  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['a valid code', {}, []],
    ['a name of exactly 10', { Name: 'ABCDEFGHIJ' }, []],
    ['a description of exactly 30', { Description: 'D'.repeat(30) }, []],
    ['an empty name', { Name: '' }, [['Name', E.nameRequired]]],
    ['no name', { Name: undefined }, [['Name', E.nameRequired]]],
    ['a blank name', { Name: ' \t ' }, [['Name', E.nameBlank]]],
    ['a name of 11', { Name: 'ABCDEFGHIJK' }, [['Name', E.nameTooLong]]],
    ['a padded name of 10', { Name: '  ABCDEFGHIJ  ' }, []],
    ['an empty description', { Description: '' }, [['Description', E.descriptionRequired]]],
    ['a blank description', { Description: '   ' }, [['Description', E.descriptionRequired]]],
    ['a description of 31', { Description: 'D'.repeat(31) }, [['Description', E.descriptionTooLong]]],
    ['no type', { Type: undefined }, [['Type', E.typeRequired]]],
    ['type 2', { Type: 2 }, [['Type', E.typeRequired]]],
    ['type as text', { Type: '1' }, [['Type', E.typeRequired]]],
  ])('%s', (_name, values, problems) => {
    expect(problemsOf(values)).toEqual(problems);
  });

  it('saves the text trimmed', () => {
    expect(ZPayCodeForm.parse({ ...VALID, Name: ' TILL ', Description: ' Till top-up ' })).toEqual({
      Name: 'TILL',
      Description: 'Till top-up',
      Type: 1,
    });
  });

  it('needs an id above 0 and a checksum to update; IsDeleted defaults to false', () => {
    expect(ZPayCodeUpdateRequest.parse({ ...VALID, ReasonCodeId: 7, ConcurrencyChecksum: '1' }).IsDeleted).toBe(false);
    expect(ZPayCodeUpdateRequest.safeParse({ ...VALID, ReasonCodeId: 0, ConcurrencyChecksum: '1' }).success).toBe(
      false,
    );
    expect(ZPayCodeUpdateRequest.safeParse({ ...VALID, ReasonCodeId: 7 }).success).toBe(false);
  });
});

describe('the list call', () => {
  it('reads the legacy form fields as text, and nothing at all', () => {
    expect(ZPayCodesListRequest.parse({ page: '1', start: '0', limit: '9999', isAjaxRequest: 'true' })).toMatchObject({
      page: 1,
      start: 0,
      limit: 9999,
    });
    expect(ZPayCodesListRequest.parse(undefined)).toBeUndefined();
    expect(ZPayCodesListRequest.safeParse({ limit: '10000' }).success).toBe(false);
  });
});

describe('the rules the page and the server share', () => {
  const codes = [
    { ReasonCodeId: 1, Name: 'SAFEDROP' },
    { ReasonCodeId: 2, Name: 'Float' },
    { ReasonCodeId: 3, Name: 'OLD', IsDeleted: true },
  ];
  it.each<[string, number, boolean]>([
    ['FLOAT', 0, true],
    [' float ', 0, true],
    ['float', 2, false],
    ['safedrop', 2, true],
    ['OLD', 0, false],
    ['NEW', 0, false],
  ])('name %j for code %i is taken: %s', (name, ownId, taken) => {
    expect(isPayCodeNameTaken(name, codes, ownId)).toBe(taken);
  });

  it.each<[number, number, boolean]>([
    [0, 3, false],
    [0, 1, false],
    [12, 1, false],
    [12, 2, true],
    [12, 0, true],
  ])('store %i of a merchant with %i live stores is view-only: %s', (storeId, stores, viewOnly) => {
    expect(isPayCodesViewOnly(storeId, stores)).toBe(viewOnly);
  });

  it('lets SAFEDROP only pay out', () => {
    expect(availableTypesOf(true)).toEqual([0]);
    expect(availableTypesOf(false)).toEqual([0, 1]);
  });
});
