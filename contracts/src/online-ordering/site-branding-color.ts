/**
 * The site branding colour picker's rules (spec 3 §5 Site branding) and the WCAG contrast check of its preview: pure
 * conversions between HEX, RGB and HSL, and the clamping each mode's fields apply to what is typed.
 */

export type TRgb = { r: number; g: number; b: number };
export type THsl = { h: number; s: number; l: number };

/** The picker's modes (spec 3 §2.4). */
export const COLOR_MODES = ['hex', 'rgb', 'hsl'] as const;
export type TColorMode = (typeof COLOR_MODES)[number];

/** Spec 3 §5: each RGB field 0–255; HSL hue 0–360, saturation and lightness 0–100. */
export const RGB_MAX = { r: 255, g: 255, b: 255 } as const satisfies Record<keyof TRgb, number>;
export const HSL_MAX = { h: 360, s: 100, l: 100 } as const satisfies Record<keyof THsl, number>;

/** A stored colour: # and six hex digits, lower case. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/;

/**
 * Spec 3 §5: the HEX field holds # plus up to 6 hex digits; anything else typed is dropped as it is typed (the #
 * is put back when erased, so the field always starts with it).
 */
export function hexInput(typed: string): string {
  return `#${typed.replace(/[^0-9a-fA-F]/g, '').slice(0, 6)}`;
}

/** A HEX field's text as a colour (#rgb or #rrggbb, any case), or null while it is not one yet. */
export function hexColorOf(text: string): string | null {
  const digits = text.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{6}$/.test(digits)) return `#${digits}`;
  if (/^[0-9a-f]{3}$/.test(digits)) return `#${[...digits].map((d) => d + d).join('')}`;
  return null;
}

/**
 * Spec 3 §5: a mode field's text as its number: not a number becomes 0, the value is clamped to 0–max and rounded
 * to a whole number (the fields take whole numbers).
 */
export function clampChannel(typed: string, max: number): number {
  const n = Number(typed.trim());
  if (typed.trim() === '' || !Number.isFinite(n)) return 0;
  return Math.min(max, Math.max(0, Math.round(n)));
}

/** #rrggbb (or #rgb) to its channels; null for anything else. */
export function hexToRgb(hex: string): TRgb | null {
  const color = hexColorOf(hex);
  if (color === null) return null;
  const n = Number.parseInt(color.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

const hex2 = (n: number) =>
  Math.min(255, Math.max(0, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/** Channels to #rrggbb (each clamped to 0–255 and rounded). */
export const rgbToHex = ({ r, g, b }: TRgb): string => `#${hex2(r)}${hex2(g)}${hex2(b)}`;

/** Channels to hue (0–360), saturation and lightness (0–100), rounded to whole numbers. */
export function rgbToHsl({ r, g, b }: TRgb): THsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: Math.round(l * 100) };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === rn ? ((gn - bn) / d) % 6 : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return { h: Math.round((h * 60 + 360) % 360), s: Math.round(s * 100), l: Math.round(l * 100) };
}

/** Hue, saturation and lightness to channels (0–255, rounded). */
export function hslToRgb({ h, s, l }: THsl): TRgb {
  const sn = s / 100;
  const ln = l / 100;
  const c = (1 - Math.abs(2 * ln - 1)) * sn;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const [r1, g1, b1] =
    hp < 1 ? [c, x, 0] : hp < 2 ? [x, c, 0] : hp < 3 ? [0, c, x] : hp < 4 ? [0, x, c] : hp < 5 ? [x, 0, c] : [c, 0, x];
  const m = ln - c / 2;
  const to255 = (v: number) => Math.round((v + m) * 255);
  return { r: to255(r1), g: to255(g1), b: to255(b1) };
}

/** WCAG 2.x relative luminance of a colour. */
export function relativeLuminance({ r, g, b }: TRgb): number {
  const linear = (channel: number) => {
    const v = channel / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio of two colours (1 to 21), whichever is lighter. */
export function contrastRatio(a: TRgb, b: TRgb): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG 2.x AA for normal-size text (a button's label): a contrast ratio of at least 4.5. */
export const WCAG_AA_TEXT = 4.5;

/** Whether text of one colour on a background of another meets WCAG AA; false for a colour that is not #rrggbb. */
export function meetsWcagAa(text: string, background: string): boolean {
  const [fg, bg] = [hexToRgb(text), hexToRgb(background)];
  return fg !== null && bg !== null && contrastRatio(fg, bg) >= WCAG_AA_TEXT;
}
