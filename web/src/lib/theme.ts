import { createTheme, type Theme } from '@mui/material/styles';

/** Palettes keyed by the reseller configuration's Theme; both keep text contrast at WCAG AA or better. */
const palettes = {
  default: { primary: { main: '#1f4e8c' }, secondary: { main: '#00695c' } },
  bank: { primary: { main: '#0b5d3b' }, secondary: { main: '#6a1b9a' } },
} as const;

export type TThemeKey = keyof typeof palettes;

/**
 * WCAG 2.2 focus appearance: a solid ring at least 2 px thick with 3:1 contrast against what surrounds it. Dark
 * primary on the light page and white around it (the offset gap) keeps the ring visible on coloured surfaces too,
 * such as the app bar and contained buttons.
 */
const focusRing = (color: string) => ({
  outline: `3px solid ${color}`,
  outlineOffset: 2,
  boxShadow: '0 0 0 2px #ffffff',
});

/**
 * For people whose system asks for reduced motion (WCAG 2.3.3): no transitions, no ripples; dialogs and menus appear
 * and go at once.
 */
const stillMotion = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

const cache = new Map<string, Theme>();

export function portalTheme(key: TThemeKey, { reducedMotion = false }: { reducedMotion?: boolean } = {}): Theme {
  const cacheKey = `${key}:${reducedMotion}`;
  let theme = cache.get(cacheKey);
  if (!theme) {
    const base = createTheme({
      palette: { ...palettes[key], background: { default: '#f5f6f8' }, text: { secondary: '#4a4f57' } },
      shape: { borderRadius: 6 },
    });
    const ring = focusRing(base.palette.primary.main);
    theme = createTheme(base, {
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            // One rule for every control, MUI's or plain HTML; mouse clicks do not match :focus-visible. `:root`
            // lifts it above the `outline: 0` of MUI's own component classes.
            ':root :focus-visible': ring,
            // Text fields show focus through their own outlined border; a second ring around them only adds noise.
            ':root .MuiInputBase-input:focus-visible': { outline: 'none', boxShadow: 'none' },
            // Switches, checkboxes and radios focus a transparent input; MUI marks the visible control instead.
            ':root :is(.MuiSwitch-switchBase, .MuiCheckbox-root, .MuiRadio-root).Mui-focusVisible': ring,
            // The switch's track box hides anything outside it.
            ':root .MuiSwitch-switchBase.Mui-focusVisible': { outlineOffset: -3, boxShadow: 'none' },
            // Rows of lists, menus, tables and tabs sit inside scrolling boxes that would clip an outer ring.
            ':root :is(.MuiMenuItem-root, .MuiListItemButton-root, .MuiTableRow-root, .MuiTab-root):focus-visible': {
              outlineOffset: -3,
              boxShadow: 'none',
            },
          },
        },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiLink: { defaultProps: { underline: 'always' } },
        MuiDialog: {
          styleOverrides: {
            // Below `sm` every dialog takes the whole screen: no margins to squeeze its fields and actions.
            paper: {
              [base.breakpoints.down('sm')]: {
                margin: 0,
                width: '100%',
                maxWidth: '100%',
                height: '100%',
                maxHeight: '100%',
                borderRadius: 0,
              },
            },
          },
        },
      },
    });
    if (reducedMotion) theme = createTheme(theme, stillMotion);
    cache.set(cacheKey, theme);
  }
  return theme;
}
