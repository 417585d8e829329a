/**
 * Wall-clock arithmetic in IANA time zones with Intl alone (no date library): a zone's wall clock is carried as the
 * milliseconds of a UTC date with the same fields, so adding minutes or days to it is plain arithmetic. Used by the
 * report schedules and the online-ordering fulfillment times.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

const DAY_MS = 86_400_000;

/** The zone's wall clock at an instant, as milliseconds of a UTC date with the same fields. */
export function wallClockOf(instantMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(new Date(instantMs))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The zone's offset from UTC at an instant, in ms (New York in winter: −5 h). */
const offsetAt = (instantMs: number, timeZone: string): number =>
  wallClockOf(Math.floor(instantMs / 1000) * 1000, timeZone) - Math.floor(instantMs / 1000) * 1000;

/**
 * The instant a zone's wall clock shows `wallMs`. A time that happens twice (the autumn change) is its first
 * occurrence; a time the spring change skips is moved on by the gap (02:30 on the day New York skips 02:00–03:00 is
 * 03:30 EDT).
 */
export function instantOfWallClock(wallMs: number, timeZone: string): number {
  const before = offsetAt(wallMs - DAY_MS, timeZone);
  const after = offsetAt(wallMs + DAY_MS, timeZone);
  const valid = [wallMs - before, wallMs - after].filter((t) => wallClockOf(t, timeZone) === wallMs);
  // Neither offset shows that wall time: it falls in the spring gap; the offset before the change moves it past.
  return valid.length > 0 ? Math.min(...valid) : wallMs - before;
}
