import { describe, expect, it } from 'vitest';
import { instantOfWallClock, wallClockOf } from './time-zones.ts';

const wall = (text: string) => Date.parse(`${text}Z`);

describe('wall clocks in a zone', () => {
  it.each([
    { zone: 'America/New_York', instant: '2026-01-15T17:30:00Z', local: '2026-01-15T12:30:00' },
    { zone: 'America/New_York', instant: '2026-07-15T16:30:00Z', local: '2026-07-15T12:30:00' },
    { zone: 'Australia/Sydney', instant: '2026-01-15T01:30:00Z', local: '2026-01-15T12:30:00' },
    { zone: 'Europe/London', instant: '2026-10-25T00:30:00Z', local: '2026-10-25T01:30:00' },
  ])('$instant is $local in $zone, and back', ({ zone, instant, local }) => {
    expect(wallClockOf(Date.parse(instant), zone)).toBe(wall(local));
    expect(new Date(instantOfWallClock(wall(local), zone)).toISOString()).toBe(new Date(instant).toISOString());
  });

  it.each([
    // The autumn change repeats 01:00–02:00 in New York: the first occurrence (EDT).
    { zone: 'America/New_York', local: '2026-11-01T01:30:00', instant: '2026-11-01T05:30:00.000Z' },
    // The spring change skips 02:00–03:00: 02:30 moves on by the gap, to 03:30 EDT.
    { zone: 'America/New_York', local: '2026-03-08T02:30:00', instant: '2026-03-08T07:30:00.000Z' },
  ])('$local in $zone is $instant', ({ zone, local, instant }) => {
    expect(new Date(instantOfWallClock(wall(local), zone)).toISOString()).toBe(instant);
  });
});
