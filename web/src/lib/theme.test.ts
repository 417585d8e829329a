import { describe, expect, it } from 'vitest';
import { portalTheme } from './theme';

describe('portalTheme', () => {
  it.each([
    { reducedMotion: false, transition: /opacity \d+ms/, ripple: undefined, dialogIn: 225 },
    { reducedMotion: true, transition: /^none$/, ripple: true, dialogIn: 0 },
  ])('with reducedMotion $reducedMotion: transition $transition, ripple off $ripple', (row) => {
    const theme = portalTheme('default', { reducedMotion: row.reducedMotion });
    expect(theme.transitions.create('opacity')).toMatch(row.transition);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(row.ripple);
    expect(theme.transitions.duration.enteringScreen).toBe(row.dialogIn);
    // The reseller's palette and the focus ring stay whatever the motion.
    expect(theme.palette.primary.main).toBe('#1f4e8c');
    expect(theme.components?.MuiCssBaseline?.styleOverrides).toHaveProperty([':root :focus-visible']);
  });
});
