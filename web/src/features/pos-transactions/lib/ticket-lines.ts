import type { TTicketLine } from '@mp/contracts/tickets';

export type TNestedLine = { line: TTicketLine; depth: number };

/**
 * Lines in ticket order with each modifier right under the line it modifies (and its own modifiers under it),
 * indented by depth. A modifier whose parent is missing, or that sits in a parent cycle, stays at the top level
 * rather than disappearing.
 */
export function nestLines(lines: readonly TTicketLine[]): TNestedLine[] {
  const ids = new Set(lines.map((line) => line.LineItemId));
  const children = new Map<number, TTicketLine[]>();
  const roots: TTicketLine[] = [];
  for (const line of lines) {
    const parent = line.ParentLineItemId;
    if (parent !== null && ids.has(parent) && parent !== line.LineItemId) {
      children.set(parent, [...(children.get(parent) ?? []), line]);
    } else roots.push(line);
  }
  const out: TNestedLine[] = [];
  const seen = new Set<number>();
  const visit = (line: TTicketLine, depth: number) => {
    // A parent cycle in bad data must not loop forever.
    if (seen.has(line.LineItemId)) return;
    seen.add(line.LineItemId);
    out.push({ line, depth });
    for (const child of children.get(line.LineItemId) ?? []) visit(child, depth + 1);
  };
  roots.forEach((line) => visit(line, 0));
  // Lines only reachable through a cycle are shown flat rather than lost.
  lines.forEach((line) => visit(line, 0));
  return out;
}
