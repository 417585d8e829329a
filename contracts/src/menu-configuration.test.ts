import { describe, expect, it } from 'vitest';
import {
  configurationNameKey,
  MENU_CONFIGURATION_ERROR as E,
  ZConfigurationNameForm,
  ZDeleteDepartmentRequest,
  ZDepartmentListRequest,
  ZEditTagRequest,
  ZTagListRequest,
} from './menu-configuration.ts';

const problemsOf = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('ZConfigurationNameForm (departments and tags)', () => {
  it.each<[string, unknown, [string, string][]]>([
    ['a name', { Name: 'Food' }, []],
    ['a name of 30', { Name: 'x'.repeat(30) }, []],
    ['a padded name of 30', { Name: `  ${'x'.repeat(30)}  ` }, []],
    ['no name', {}, [['Name', E.nameRequired]]],
    ['an empty name', { Name: '' }, [['Name', E.nameRequired]]],
    ['a blank name', { Name: ' \t ' }, [['Name', E.nameRequired]]],
    ['a name of 31', { Name: 'x'.repeat(31) }, [['Name', E.nameTooLong]]],
    ['a number', { Name: 7 }, [['Name', E.nameRequired]]],
  ])('%s', (_case, value, problems) => {
    expect(problemsOf(ZConfigurationNameForm, value)).toEqual(problems);
  });

  it('saves the name trimmed', () => {
    expect(ZConfigurationNameForm.parse({ Name: '  Gluten Free ' })).toEqual({ Name: 'Gluten Free' });
  });
});

describe('configurationNameKey', () => {
  it.each([
    ['Food', ' food ', true],
    ['Vegan', 'VEGAN', true],
    ['Vegan', 'Vegetarian', false],
  ])('%s vs %s', (a, b, same) => {
    expect(configurationNameKey(a) === configurationNameKey(b)).toBe(same);
  });
});

describe('list requests', () => {
  it('default to the first 25 by name, ascending, unsearched', () => {
    const defaults = { PageRowCount: 25, RequestedPageNum: 1, SearchArg: '', SortColumn: 'Name', SortDirection: 'ASC' };
    expect(ZDepartmentListRequest.parse({})).toEqual(defaults);
    expect(ZTagListRequest.parse({})).toEqual(defaults);
  });

  it.each<[string, unknown, string]>([
    ['a column departments do not sort by', { SortColumn: 'Categories' }, 'SortColumn'],
    ['a page of 201', { PageRowCount: 201 }, 'PageRowCount'],
    ['page 0', { RequestedPageNum: 0 }, 'RequestedPageNum'],
    ['a search of 51', { SearchArg: 'x'.repeat(51) }, 'SearchArg'],
    ['a direction of up', { SortDirection: 'UP' }, 'SortDirection'],
  ])('refuse %s', (_case, value, field) => {
    expect(problemsOf(ZDepartmentListRequest, value).map(([path]) => path)).toEqual([field]);
  });

  it('sort tags by name or use only', () => {
    expect(ZTagListRequest.safeParse({ SortColumn: 'CategoryCount' }).success).toBe(true);
    expect(ZTagListRequest.safeParse({ SortColumn: 'ItemCount' }).success).toBe(false);
  });
});

describe('edit and delete requests', () => {
  it('need a positive id and a checksum', () => {
    expect(ZEditTagRequest.safeParse({ TagId: 3, Name: 'Vegan', ConcurrencyChecksum: '1' }).success).toBe(true);
    expect(ZEditTagRequest.safeParse({ TagId: 0, Name: 'Vegan', ConcurrencyChecksum: '1' }).success).toBe(false);
    expect(ZEditTagRequest.safeParse({ TagId: 3, Name: 'Vegan' }).success).toBe(false);
    expect(ZDeleteDepartmentRequest.safeParse({ DepartmentId: 3, ConcurrencyChecksum: '1' }).success).toBe(true);
    expect(ZDeleteDepartmentRequest.safeParse({ DepartmentId: -1, ConcurrencyChecksum: '1' }).success).toBe(false);
  });
});
