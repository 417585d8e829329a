import { describe, expect, it } from 'vitest';
import { isPasswordFormatValid, newPasswordProblems, PASSWORD_MESSAGE, ZChangePasswordRequest } from './password.ts';

describe('isPasswordFormatValid', () => {
  it.each([
    ['Portal#2026', 'store', true, 'meets every rule'],
    ['Aa1!aaaa', 'store', true, 'exactly 8 characters'],
    ['Aa1!' + 'a'.repeat(21), 'store', true, 'exactly 25 characters'],
    ['Aa1!aaa', 'store', false, '7 characters is too short'],
    ['Aa1!' + 'a'.repeat(22), 'store', false, '26 characters is too long'],
    ['Portal#abc', 'store', false, 'no digit'],
    ['PORTAL#2026', 'store', false, 'no lowercase letter'],
    ['portal#2026', 'store', false, 'no uppercase letter'],
    ['Portal2026x', 'store', false, 'no special character'],
    ['Portal_2026', 'store', false, 'underscore is a word character, not special'],
    ['Portal# 2026', 'store', false, 'contains a space'],
    ['Portal#\t2026', 'store', false, 'contains a tab'],
    ['MyStore#2026', 'store', false, 'contains the user name, other case'],
    ['xSTOREx#1a', 'Store', false, 'contains the user name, upper case'],
    ['Portal#2026', '', true, 'no user name to compare'],
  ])('%s for user %s → %s (%s)', (password, user, expected) => {
    expect(isPasswordFormatValid(password, user)).toBe(expected);
  });
});

describe('newPasswordProblems', () => {
  it.each([
    [{ oldPassword: 'Old#Pass1', password: 'New#Pass1', reenterPassword: 'New#Pass1' }, []],
    [
      { oldPassword: 'New#Pass1', password: 'New#Pass1', reenterPassword: 'New#Pass1' },
      [{ field: 'password', message: PASSWORD_MESSAGE.similar }],
    ],
    [
      { oldPassword: 'Old#Pass1', password: 'New#Pass1', reenterPassword: 'New#Pass2' },
      [{ field: 'reenterPassword', message: PASSWORD_MESSAGE.notMatch }],
    ],
    [
      { oldPassword: 'Old#Pass1', password: 'short', reenterPassword: 'short' },
      [{ field: 'password', message: PASSWORD_MESSAGE.format }],
    ],
    [
      { oldPassword: '', password: 'New#Pass1', reenterPassword: 'New#Pass1' },
      [{ field: 'oldPassword', message: PASSWORD_MESSAGE.required }],
    ],
    // The old password is not held to the pattern (spec 1 §5).
    [{ oldPassword: 'weak', password: 'New#Pass1', reenterPassword: 'New#Pass1' }, []],
    [{ password: 'New#Pass1', reenterPassword: 'New#Pass1' }, []],
  ])('%o → %o', (fields, expected) => {
    expect(newPasswordProblems(fields, 'changeme')).toEqual(expected);
  });
});

describe('ZChangePasswordRequest', () => {
  const base = { MembershipUserId: 7, MembershipUserName: 'changeme', OldPassword: 'Portal#2026', ReenterPassword: '' };
  it('names the field of each problem', () => {
    const result = ZChangePasswordRequest.safeParse({ ...base, Password: 'changeme#A1', ReenterPassword: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['Password', PASSWORD_MESSAGE.format],
      ['ReenterPassword', PASSWORD_MESSAGE.notMatch],
    ]);
  });
  it('accepts a valid change', () => {
    expect(
      ZChangePasswordRequest.safeParse({ ...base, Password: 'Better#2027', ReenterPassword: 'Better#2027' }).success,
    ).toBe(true);
  });
});
