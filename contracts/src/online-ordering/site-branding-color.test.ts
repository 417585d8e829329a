import { describe, expect, it } from 'vitest';
import {
  clampChannel,
  contrastRatio,
  HSL_MAX,
  hexColorOf,
  hexInput,
  hexToRgb,
  hslToRgb,
  meetsWcagAa,
  RGB_MAX,
  rgbToHex,
  rgbToHsl,
} from './site-branding-color.ts';

describe('the HEX field (spec 3 §5: # plus up to 6 hex digits)', () => {
  it.each([
    { typed: '#0f235f', text: '#0f235f' },
    { typed: '0f235f', text: '#0f235f' },
    { typed: '#0F235F99', text: '#0F235F' },
    { typed: '#zz12', text: '#12' },
    { typed: '', text: '#' },
    { typed: '##ab', text: '#ab' },
  ])('"$typed" → "$text"', ({ typed, text }) => {
    expect(hexInput(typed)).toBe(text);
  });

  it.each([
    { text: '#0F235F', color: '#0f235f' },
    { text: '#abc', color: '#aabbcc' },
    { text: '#abcd', color: null },
    { text: '#', color: null },
    { text: '#0f235', color: null },
  ])('"$text" is the colour $color', ({ text, color }) => {
    expect(hexColorOf(text)).toBe(color);
  });
});

describe('the RGB and HSL fields clamp (spec 3 §5)', () => {
  it.each([
    { typed: '128', max: RGB_MAX.r, value: 128 },
    { typed: '300', max: RGB_MAX.r, value: 255 },
    { typed: '-5', max: RGB_MAX.g, value: 0 },
    { typed: 'abc', max: RGB_MAX.b, value: 0 },
    { typed: '', max: RGB_MAX.b, value: 0 },
    { typed: '12.6', max: RGB_MAX.r, value: 13 },
    { typed: '361', max: HSL_MAX.h, value: 360 },
    { typed: '101', max: HSL_MAX.s, value: 100 },
    { typed: '50', max: HSL_MAX.l, value: 50 },
    { typed: 'x1', max: HSL_MAX.l, value: 0 },
  ])('"$typed" (0–$max) → $value', ({ typed, max, value }) => {
    expect(clampChannel(typed, max)).toBe(value);
  });
});

describe('conversions', () => {
  it.each([
    { hex: '#000000', rgb: { r: 0, g: 0, b: 0 }, hsl: { h: 0, s: 0, l: 0 } },
    { hex: '#ffffff', rgb: { r: 255, g: 255, b: 255 }, hsl: { h: 0, s: 0, l: 100 } },
    { hex: '#ff0000', rgb: { r: 255, g: 0, b: 0 }, hsl: { h: 0, s: 100, l: 50 } },
    { hex: '#00ff00', rgb: { r: 0, g: 255, b: 0 }, hsl: { h: 120, s: 100, l: 50 } },
    { hex: '#0000ff', rgb: { r: 0, g: 0, b: 255 }, hsl: { h: 240, s: 100, l: 50 } },
    { hex: '#0f235f', rgb: { r: 15, g: 35, b: 95 }, hsl: { h: 225, s: 73, l: 22 } },
    { hex: '#808080', rgb: { r: 128, g: 128, b: 128 }, hsl: { h: 0, s: 0, l: 50 } },
  ])('$hex', ({ hex, rgb, hsl }) => {
    expect(hexToRgb(hex)).toEqual(rgb);
    expect(rgbToHex(rgb)).toBe(hex);
    expect(rgbToHsl(rgb)).toEqual(hsl);
  });

  it.each([
    { hsl: { h: 0, s: 100, l: 50 }, hex: '#ff0000' },
    { hsl: { h: 120, s: 100, l: 50 }, hex: '#00ff00' },
    { hsl: { h: 240, s: 100, l: 50 }, hex: '#0000ff' },
    { hsl: { h: 360, s: 100, l: 50 }, hex: '#ff0000' },
    { hsl: { h: 60, s: 100, l: 25 }, hex: '#808000' },
    { hsl: { h: 0, s: 0, l: 100 }, hex: '#ffffff' },
  ])('hsl $hsl.h $hsl.s $hsl.l → $hex', ({ hsl, hex }) => {
    expect(rgbToHex(hslToRgb(hsl))).toBe(hex);
  });

  it('clamps channels out of range when writing HEX, and reads no colour from a bad text', () => {
    expect(rgbToHex({ r: 300, g: -1, b: 15.4 })).toBe('#ff000f');
    expect(hexToRgb('red')).toBeNull();
  });
});

describe('WCAG contrast (the preview warns below AA 4.5)', () => {
  it.each([
    { a: '#000000', b: '#ffffff', ratio: 21 },
    { a: '#ffffff', b: '#ffffff', ratio: 1 },
    { a: '#777777', b: '#ffffff', ratio: 4.48 },
    { a: '#0f235f', b: '#ffffff', ratio: 14.73 },
  ])('$a on $b is $ratio', ({ a, b, ratio }) => {
    expect(contrastRatio(hexToRgb(a)!, hexToRgb(b)!)).toBeCloseTo(ratio, 2);
  });

  it.each([
    { text: '#ffffff', background: '#0f235f', aa: true },
    { text: '#000000', background: '#0f235f', aa: false },
    { text: '#ffffff', background: '#777777', aa: false },
    { text: '#ffffff', background: '#767676', aa: true },
    { text: '#000000', background: '#ffff00', aa: true },
    { text: '#ffffff', background: 'not a colour', aa: false },
  ])('$text on $background meets AA: $aa', ({ text, background, aa }) => {
    expect(meetsWcagAa(text, background)).toBe(aa);
  });
});
