/** A positive integer knob from the environment, e.g. CLIENTS=8; a typo fails loudly instead of benchmarking 0 or NaN. */
export function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}
