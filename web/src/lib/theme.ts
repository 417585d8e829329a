import { createTheme, type Theme } from '@mui/material/styles';

/** Palettes keyed by the reseller configuration's Theme; both keep text contrast at WCAG AA or better. */
const palettes = {
  default: { primary: { main: '#1f4e8c' }, secondary: { main: '#00695c' } },
  bank: { primary: { main: '#0b5d3b' }, secondary: { main: '#6a1b9a' } },
} as const;

export type TThemeKey = keyof typeof palettes;

const cache = new Map<TThemeKey, Theme>();

export function portalTheme(key: TThemeKey): Theme {
  let theme = cache.get(key);
  if (!theme) {
    theme = createTheme({
      palette: { ...palettes[key], background: { default: '#f5f6f8' }, text: { secondary: '#4a4f57' } },
      shape: { borderRadius: 6 },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiLink: { defaultProps: { underline: 'always' } },
      },
    });
    cache.set(key, theme);
  }
  return theme;
}
