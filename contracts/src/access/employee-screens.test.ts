import { describe, expect, it } from 'vitest';
import { employeesScreen, securityControlsScreen } from './employee-screens.ts';

describe('employee screens', () => {
  it.each([
    [{ managerMode: true, asmEmployee: true, asmLogin: true }, 'asm'],
    [{ managerMode: true, asmEmployee: true }, 'classic'],
    [{ managerMode: true, asmLogin: true }, 'classic'],
    [{ asmEmployee: true, asmLogin: true }, 'classic'],
    [{ managerMode: true, asmEmployee: true, asmLogin: false }, 'classic'],
    [{}, 'classic'],
  ] as const)('flags %o → list %s', (flags, list) => {
    expect(employeesScreen({ flags })).toBe(list);
  });

  it.each([
    [{ securityControl: true }, 'new'],
    [{ securityControl: false }, 'old'],
    [{}, 'old'],
  ] as const)('flags %o → security controls %s', (flags, page) => {
    expect(securityControlsScreen({ flags })).toBe(page);
  });
});
