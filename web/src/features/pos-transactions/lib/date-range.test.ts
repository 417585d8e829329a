import { describe, expect, it } from 'vitest';
import { rangeOfPreset, withFrom, withTo, type TDateRange } from './date-range';

describe('rangeOfPreset', () => {
  it.each([
    ['today', '2026-03-10', '2026-03-10'],
    ['yesterday', '2026-03-09', '2026-03-09'],
    ['last7', '2026-03-04', '2026-03-10'],
    ['last30', '2026-02-09', '2026-03-10'],
  ] as const)('%s from 2026-03-10 is %s .. %s', (preset, from, to) => {
    expect(rangeOfPreset(preset, '2026-03-10')).toEqual({ preset, from, to });
  });
});

describe('picking dates', () => {
  const last7: TDateRange = { preset: 'last7', from: '2026-03-04', to: '2026-03-10' };

  it.each<[string, (r: TDateRange) => TDateRange, TDateRange]>([
    [
      'a From inside the range clears the preset',
      (r) => withFrom(r, '2026-03-06'),
      { preset: null, from: '2026-03-06', to: '2026-03-10' },
    ],
    [
      'a From after To pulls To up to it',
      (r) => withFrom(r, '2026-03-12'),
      { preset: null, from: '2026-03-12', to: '2026-03-12' },
    ],
    [
      'a To after From clears the preset',
      (r) => withTo(r, '2026-03-08'),
      { preset: null, from: '2026-03-04', to: '2026-03-08' },
    ],
    [
      'a To equal to From is kept',
      (r) => withTo(r, '2026-03-04'),
      { preset: null, from: '2026-03-04', to: '2026-03-04' },
    ],
    [
      'a To before From resets to From',
      (r) => withTo(r, '2026-03-01'),
      { preset: null, from: '2026-03-04', to: '2026-03-04' },
    ],
    ['a cleared From keeps the range and its preset', (r) => withFrom(r, ''), last7],
    ['an impossible To keeps the range and its preset', (r) => withTo(r, '2026-02-30'), last7],
  ])('%s', (_name, pick, expected) => expect(pick(last7)).toEqual(expected));
});
