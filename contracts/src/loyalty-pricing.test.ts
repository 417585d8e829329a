import { describe, expect, it } from 'vitest';
import {
  canSaveLoyaltyPricing,
  filterPriceInput,
  LOYALTY_MESSAGE,
  memberKeyOf,
  memberTypeName,
  memberTypesOfFilter,
  normalizePriceListPrice,
  programNameProblem,
  truncateProgramName,
  ZAddTieredPriceListRequest,
  ZGetMembersQuery,
  ZLoyaltyProgramForm,
  ZUpdateTieredPriceListRequest,
} from './loyalty-pricing.ts';

const M = LOYALTY_MESSAGE;

describe('programNameProblem', () => {
  it.each([
    ['Gold Club', null],
    ['VIP', null],
    ['Tier 2 Members', null],
    ['Café Crème', null],
    ['A', null],
    ['a  b', null],
    ['x'.repeat(30), null],
    ['', M.programNameRequired],
    ['   ', M.programNameRequired],
    [' Gold', M.programNamePattern],
    ['Gold ', M.programNamePattern],
    ['Gold-Club', M.programNamePattern],
    ['Gold_Club', M.programNamePattern],
    ['Gold\tClub', M.programNamePattern],
    ['Gold!', M.programNamePattern],
    ['x'.repeat(31), M.programNameTooLong],
  ])('%j → %s', (name, expected) => {
    expect(programNameProblem(name)).toBe(expected);
  });

  it('is the form schema’s rule, reported as the issue message', () => {
    expect(ZLoyaltyProgramForm.safeParse({ Name: 'Gold' }).success).toBe(true);
    const result = ZLoyaltyProgramForm.safeParse({ Name: ' Gold' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['Name'], message: M.programNamePattern });
  });
});

describe('truncateProgramName', () => {
  it.each([
    ['Gold', 'Gold'],
    ['x'.repeat(30), 'x'.repeat(30)],
    ['y'.repeat(45), 'y'.repeat(30)],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(truncateProgramName(input)).toBe(expected);
  });
});

describe('filterPriceInput', () => {
  it.each([
    ['12', '12'],
    ['12.5', '12.5'],
    ['12.50', '12.50'],
    ['.5', '.5'],
    ['12.5.3', '12.53'],
    ['1a2b', '12'],
    ['-3', '3'],
    ['1,000.00', '1000.00'],
    ['$4.99', '4.99'],
    [' 7 ', '7'],
    ['1e5', '15'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(filterPriceInput(input)).toBe(expected);
  });
});

describe('normalizePriceListPrice (blur)', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['.', null],
    ['0', '0.00'],
    ['5', '5.00'],
    ['5.', '5.00'],
    ['.5', '0.50'],
    ['007.1', '7.10'],
    ['4.5', '4.50'],
    ['4.555', '4.56'],
    ['4.554', '4.55'],
    ['1.005', '1.01'],
    ['999999.99', '999999.99'],
    ['999999.994', '999999.99'],
    ['999999.995', '999999.99'],
    ['1000000', '999999.99'],
    ['12345678.5', '999999.99'],
    ['0000001.00', '1.00'],
    ['12a', undefined],
    ['-1', undefined],
    ['1.2.3', undefined],
  ])('%j → %j', (input, expected) => {
    expect(normalizePriceListPrice(input)).toBe(expected);
  });
});

describe('canSaveLoyaltyPricing', () => {
  it.each([
    [{ nameValid: true, nameChanged: false, editedPrices: 0 }, false],
    [{ nameValid: true, nameChanged: true, editedPrices: 0 }, true],
    [{ nameValid: true, nameChanged: false, editedPrices: 2 }, true],
    [{ nameValid: false, nameChanged: true, editedPrices: 0 }, false],
    [{ nameValid: false, nameChanged: false, editedPrices: 1 }, false],
    [{ nameValid: false, nameChanged: false, editedPrices: 0 }, false],
  ])('%o → %s', (state, expected) => {
    expect(canSaveLoyaltyPricing(state)).toBe(expected);
  });
});

describe('member types', () => {
  it.each([
    [0, 'item'],
    [1, 'itemVariation'],
    [2, 'modifier'],
    [3, 'modifierVariation'],
    [4, 'unknown'],
    [-1, 'unknown'],
  ])('memberTypeName(%d) → %s', (code, expected) => {
    expect(memberTypeName(code)).toBe(expected);
  });

  it.each([
    [0, [0, 1]],
    [1, [1]],
    [2, [2, 3]],
    [3, [3]],
    [undefined, [0, 1, 2, 3]],
  ] as const)('typeFilter %s selects %j', (filter, expected) => {
    expect(memberTypesOfFilter(filter)).toEqual(expected);
  });

  it('keys a member by item and variation', () => {
    expect(memberKeyOf({ ItemMasterId: 12, ItemVariationId: null })).toBe('12:0');
    expect(memberKeyOf({ ItemMasterId: 12, ItemVariationId: 7 })).toBe('12:7');
  });
});

describe('request schemas', () => {
  const member = { ItemMasterId: 1, ItemVariationId: null, RetailPriceVariationGroupId: null, MemberType: 0 };

  it('defaults the members query to the first page of 25 of every type, by name', () => {
    expect(ZGetMembersQuery.parse({})).toEqual({
      itemNameFilter: '',
      pageNumber: 1,
      pageSize: 25,
      SortColumn: 'Name',
      SortDirection: 'ASC',
    });
    expect(ZGetMembersQuery.parse({ typeFilter: '2', pageNumber: '3', tieredPriceListId: '9' })).toMatchObject({
      typeFilter: 2,
      pageNumber: 3,
      tieredPriceListId: 9,
    });
  });

  it.each([
    [{ typeFilter: '4' }, 'typeFilter'],
    [{ pageNumber: '0' }, 'pageNumber'],
    [{ pageSize: '1001' }, 'pageSize'],
    [{ itemNameFilter: 'x'.repeat(101) }, 'itemNameFilter'],
  ])('refuses the query %o naming %s', (query, field) => {
    expect(ZGetMembersQuery.safeParse(query).error?.issues[0]?.path.join('.')).toBe(field);
  });

  it('applies the blur rule to sent prices', () => {
    const parsed = ZUpdateTieredPriceListRequest.parse({
      Name: 'Gold',
      TieredPriceListId: 3,
      ConcurrencyChecksum: '2',
      Members: [
        { ...member, PriceListPrice: '4.5' },
        { ...member, ItemMasterId: 2, PriceListPrice: '' },
        { ...member, ItemMasterId: 3, PriceListPrice: null },
        { ...member, ItemMasterId: 4, PriceListPrice: '2000000' },
      ],
    });
    expect(parsed.Members.map((m) => m.PriceListPrice)).toEqual(['4.50', null, null, '999999.99']);
  });

  it.each([
    [{ Name: '', Members: [] }, 'Name', M.programNameRequired],
    [{ Name: 'Gold ', Members: [] }, 'Name', M.programNamePattern],
    [{ Name: 'Gold', Members: [{ ...member, PriceListPrice: '1-2' }] }, 'Members.0.PriceListPrice', M.priceFormat],
    [{ Name: 'Gold', Members: [{ ...member, MemberType: 7, PriceListPrice: '1' }] }, 'Members.0.MemberType', null],
    [{ Name: 'Gold', TieredPriceListId: 5, Members: [] }, 'TieredPriceListId', null],
  ])('refuses the add body %o at %s', (body, field, message) => {
    const issue = ZAddTieredPriceListRequest.safeParse(body).error?.issues[0];
    expect(issue?.path.join('.')).toBe(field);
    if (message) expect(issue?.message).toBe(message);
  });

  it('needs a list id to update', () => {
    expect(ZUpdateTieredPriceListRequest.safeParse({ Name: 'Gold', Members: [] }).success).toBe(false);
    expect(ZAddTieredPriceListRequest.parse({ Name: 'Gold' }).Members).toEqual([]);
  });
});
