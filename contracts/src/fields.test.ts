import { describe, expect, it } from 'vitest';
import { MAX_PAGE_NUMBER, nulCharacterPath, PG_INT_MAX, ZId, ZIdOrZeroParam, ZIdParam, ZPageNumber } from './fields.ts';

describe('nulCharacterPath', () => {
  it.each([
    ['plain text', 'abc', null],
    ['a NUL in a string', 'a\u0000b', []],
    ['a nested field', { a: { b: 'x\u0000' } }, ['a', 'b']],
    ['an array entry', { list: ['ok', '\u0000'] }, ['list', 1]],
    ['a key', { ['k\u0000']: 1 }, ['k\u0000']],
    ['numbers, booleans and null', { n: 1, b: true, z: null }, null],
    ['undefined (no body)', undefined, null],
    ['the first of two', { a: '\u0000', b: '\u0000' }, ['a']],
  ])('%s', (_, value, path) => {
    expect(nulCharacterPath(value)).toEqual(path);
  });
});

describe('shared field rules', () => {
  it.each([
    ['ZId', ZId, 1, true],
    ['ZId', ZId, PG_INT_MAX, true],
    ['ZId', ZId, PG_INT_MAX + 1, false],
    ['ZId', ZId, 0, false],
    ['ZId', ZId, 1.5, false],
    ['ZIdParam', ZIdParam, String(PG_INT_MAX), true],
    ['ZIdParam', ZIdParam, '2147483648', false],
    ['ZIdParam', ZIdParam, 'abc', false],
    ['ZIdOrZeroParam', ZIdOrZeroParam, '0', true],
    ['ZIdOrZeroParam', ZIdOrZeroParam, '-1', false],
    ['ZPageNumber', ZPageNumber, MAX_PAGE_NUMBER, true],
    ['ZPageNumber', ZPageNumber, MAX_PAGE_NUMBER + 1, false],
    ['ZPageNumber', ZPageNumber, 0, false],
    ['ZPageNumber', ZPageNumber, '2', true],
  ] as const)('%s accepts %s: %s', (_, schema, value, accepted) => {
    expect(schema.safeParse(value).success).toBe(accepted);
  });
});
