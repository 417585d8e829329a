import { describe, expect, it } from 'vitest';
import {
  credentialSections,
  DEVICE_CODE_PATTERN,
  EMPLOYEE_ERROR,
  normalizeDeviceCode,
  payRateProblem,
  splitRoles,
  ZEmployeeSearchRequest,
  ZEmployeeUpdateRequest,
} from './employees.ts';

describe('splitRoles: user roles carry no job id, jobs do (spec 3 §3)', () => {
  it.each([
    ['none', [], { userRoles: [], jobs: [] }],
    ['a user role', [{ Name: 'Owner', ASMJobId: null }], { userRoles: ['Owner'], jobs: [] }],
    ['a job', [{ Name: 'Server', ASMJobId: 'JOB-SERVER' }], { userRoles: [], jobs: ['Server'] }],
    [
      'both, order kept',
      [
        { Name: 'Manager', ASMJobId: null },
        { Name: 'Host', ASMJobId: 'JOB-HOST' },
        { Name: 'Cashier', ASMJobId: null },
        { Name: 'Server', ASMJobId: 'JOB-SERVER' },
      ],
      { userRoles: ['Manager', 'Cashier'], jobs: ['Host', 'Server'] },
    ],
  ])('%s', (_label, roles, want) => expect(splitRoles(roles)).toEqual(want));
});

describe('credentialSections: back-office name with a back-office role, PIN guidance with a POS role (spec 3 §6)', () => {
  const role = (isAssigned: boolean, isPosUser: boolean, isBackOfficeUser: boolean) => ({
    isAssigned,
    isPosUser,
    isBackOfficeUser,
  });
  it.each([
    ['no roles', [], { backOffice: false, pos: false }],
    ['an unassigned back-office role', [role(false, false, true)], { backOffice: false, pos: false }],
    ['an assigned back-office role', [role(true, false, true)], { backOffice: true, pos: false }],
    ['an assigned POS job', [role(true, true, false)], { backOffice: false, pos: true }],
    ['a role that is both', [role(true, true, true)], { backOffice: true, pos: true }],
    ['one of each', [role(true, false, true), role(true, true, false)], { backOffice: true, pos: true }],
  ])('%s', (_label, roles, want) => expect(credentialSections(roles)).toEqual(want));
});

describe('payRateProblem: up to 4 digits and 2 decimals', () => {
  it.each([
    ['0', null],
    ['15', null],
    ['15.5', null],
    ['15.50', null],
    ['9999.99', null],
    [' 12.00 ', null],
    ['', EMPLOYEE_ERROR.payRate],
    ['-1', EMPLOYEE_ERROR.payRate],
    ['12.345', EMPLOYEE_ERROR.payRate],
    ['10000', EMPLOYEE_ERROR.payRate],
    ['1e3', EMPLOYEE_ERROR.payRate],
    ['12.', EMPLOYEE_ERROR.payRate],
    ['abc', EMPLOYEE_ERROR.payRate],
  ])('%j → %s', (text, want) => expect(payRateProblem(text)).toBe(want));
});

describe('the calls’ bodies', () => {
  it('search defaults to page 1 of 25 by name, and refuses an unknown sort column', () => {
    expect(ZEmployeeSearchRequest.parse({})).toMatchObject({
      SearchArg: '',
      RequestedPageNum: 1,
      PageRowCount: 25,
      SortColumn: 'UserName',
      SortDirection: 'ASC',
    });
    expect(ZEmployeeSearchRequest.safeParse({ SortColumn: 'PasswordHash' }).success).toBe(false);
    expect(ZEmployeeSearchRequest.safeParse({ PageRowCount: 201 }).success).toBe(false);
  });

  it('update carries assignments only: identity fields are not part of it', () => {
    const parsed = ZEmployeeUpdateRequest.parse({
      posUserId: 11,
      userRoles: [{ roleId: 10011, isAssigned: true, payRate: '15.00' }],
      userStores: [],
      ConcurrencyChecksum: '1',
      email: 'changed@example.com',
    });
    expect(parsed).not.toHaveProperty('email');
  });
});

describe('normalizeDeviceCode: capitals and the dash, whatever the terminal typed', () => {
  it.each([
    ['4K7Q-92MX', '4K7Q-92MX'],
    ['4k7q-92mx', '4K7Q-92MX'],
    ['4k7q92mx', '4K7Q-92MX'],
    [' 4K7Q 92MX ', '4K7Q-92MX'],
    ['4K7Q', '4K7Q'],
    ['', ''],
  ])('%j → %j', (typed, want) => expect(normalizeDeviceCode(typed)).toBe(want));
});

describe('DEVICE_CODE_PATTERN', () => {
  it.each([
    ['4K7Q-92MX', true],
    ['ABCD-EFGH', true],
    ['ABCD-EFG', false],
    ['ABCDEFGH', false],
    ['0K7Q-92MX', false],
    ['IK7Q-92MX', false],
    ['4k7q-92mx', false],
  ])('%s → %s', (code, want) => expect(DEVICE_CODE_PATTERN.test(code)).toBe(want));
});
