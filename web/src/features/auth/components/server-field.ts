/** Maps the field a 400 answer names onto one of the form's fields (the server may use another casing). */
export function matchField<TName extends string>(
  field: string | undefined,
  names: readonly TName[],
  aliases: Record<string, TName> = {},
): TName | null {
  if (!field) return null;
  const lower = field.toLowerCase();
  return names.find((name) => name.toLowerCase() === lower) ?? aliases[lower] ?? null;
}
