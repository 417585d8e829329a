import { describe, expect, it } from 'vitest';
import { employeesScreen, securityControlsScreen, userRolesScreen } from './employee-screens.ts';

describe('employee screens', () => {
  it.each([
    [{ managerMode: true, asmEmployee: true, asmLogin: true }, 'asm', 'matrix'],
    [{ managerMode: true, asmEmployee: true }, 'classic', 'classic'],
    [{ managerMode: true, asmLogin: true }, 'classic', 'classic'],
    [{ asmEmployee: true, asmLogin: true }, 'classic', 'classic'],
    [{ managerMode: true, asmEmployee: true, asmLogin: false }, 'classic', 'classic'],
    [{}, 'classic', 'classic'],
  ] as const)('flags %o → list %s, user roles %s', (flags, list, roles) => {
    expect(employeesScreen({ flags })).toBe(list);
    expect(userRolesScreen({ flags })).toBe(roles);
  });

  it.each([
    [{ securityControl: true }, 'new'],
    [{ securityControl: false }, 'old'],
    [{}, 'old'],
  ] as const)('flags %o → security controls %s', (flags, page) => {
    expect(securityControlsScreen({ flags })).toBe(page);
  });
});
