import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * Fields one operation would resolve, fragments expanded where they are spread: a fragment of a hundred fields spread
 * under a hundred aliases counts ten thousand, which is what the server would do.
 */
export function countSelectedFields(document: DocumentNode): Map<string, number> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const memo = new Map<string, number>();

  const countSet = (set: SelectionSetNode | undefined, visiting: ReadonlySet<string>): number => {
    let total = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) total += 1 + countSet(selection.selectionSet, visiting);
      else if (selection.kind === Kind.INLINE_FRAGMENT) total += countSet(selection.selectionSet, visiting);
      else total += countFragment(selection.name.value, visiting);
    }
    return total;
  };
  const countFragment = (name: string, visiting: ReadonlySet<string>): number => {
    // A cycle is its own validation error (NoFragmentCycles); here it simply counts nothing more.
    if (visiting.has(name)) return 0;
    const known = memo.get(name);
    if (known !== undefined) return known;
    const count = countSet(fragments.get(name)?.selectionSet, new Set([...visiting, name]));
    memo.set(name, count);
    return count;
  };

  const counts = new Map<string, number>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION)
      counts.set(definition.name?.value ?? '', countSet(definition.selectionSet, new Set()));
  return counts;
}

/** A validation rule refusing an operation that selects more than `limit` fields (the query cost limit). */
export const maxFieldsRule =
  (limit: number): ValidationRule =>
  (context: ValidationContext) => ({
    Document: {
      enter(document: DocumentNode) {
        for (const [name, count] of countSelectedFields(document))
          if (count > limit)
            context.reportError(
              new GraphQLError(
                `Operation ${name || '(anonymous)'} selects ${count} fields; at most ${limit} are allowed.`,
              ),
            );
      },
    },
  });
