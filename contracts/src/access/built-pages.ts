import type { TAccessContext } from './access-context.ts';
import { defaultLanding } from './login-flow.ts';
import { entryLabelKey, isRouteAllowed, menuChainFor, PORTAL_MENU, shownChildren, type TMenuEntry } from './menu.ts';

/**
 * Whether a page works in this installation, asked by menu path (`results/posTrans`): a screen this release has, or
 * a legacy embed when a legacy back office is configured. The web answers it from its route table.
 */
export type TIsBuilt = (path: string) => boolean;

/** One sub-page as a section's index lists it. */
export type TIndexEntry = {
  id: string;
  path: string;
  labelKey: string;
  /** One line on what the page is for (descriptionKeyOf). */
  descriptionKey: string;
  /** The page works, or (a group) some page below it does. */
  built: boolean;
};

/**
 * i18n key of the one-line description of a menu entry: its base label key under `portal.about`
 * (`portal.nav.results` → `portal.about.nav.results`, `portal.menu.results.posTrans` →
 * `portal.about.menu.results.posTrans`). Alternative labels (labelWhen) share the entry's description.
 */
export const descriptionKeyOf = (entry: TMenuEntry): string => entry.labelKey.replace(/^portal\./, 'portal.about.');

const isEntryBuilt = (entry: TMenuEntry, ctx: TAccessContext, isBuilt: TIsBuilt): boolean =>
  (entry.path !== undefined && isBuilt(entry.path)) ||
  shownChildren(entry, ctx).some((child) => isEntryBuilt(child, ctx, isBuilt));

/**
 * The index page of a section or group (spec 1 §2 sections; issue 14 §3): the sub-pages at `path` the user may open,
 * in menu order with the working ones first. Null when the path does not name an entry with sub-pages for this
 * user (a leaf page, a hidden or unknown path), so the caller shows that page instead.
 */
export function sectionIndex(
  path: string,
  ctx: TAccessContext,
  isBuilt: TIsBuilt,
  menu: readonly TMenuEntry[] = PORTAL_MENU,
): TIndexEntry[] | null {
  const chain = menuChainFor(path, menu);
  const entry = chain.at(-1);
  if (!entry?.path || entry.path.toLowerCase() !== path.replace(/^\/+|\/+$/g, '').toLowerCase()) return null;
  if (!isRouteAllowed(path, ctx, menu)) return null;
  const children = shownChildren(entry, ctx).flatMap((child) =>
    child.path === undefined
      ? []
      : [
          {
            id: child.id,
            path: child.path,
            labelKey: entryLabelKey(child, ctx),
            descriptionKey: descriptionKeyOf(child),
            built: isEntryBuilt(child, ctx, isBuilt),
          },
        ],
  );
  if (children.length === 0) return null;
  return [...children.filter((child) => child.built), ...children.filter((child) => !child.built)];
}

/** The first page in side-navigation order (depth first, main block before the bottom one) that works. */
function firstBuiltPath(entries: readonly TMenuEntry[], ctx: TAccessContext, isBuilt: TIsBuilt): string | null {
  for (const entry of entries) {
    if (entry.path !== undefined && isBuilt(entry.path)) return entry.path;
    const below = firstBuiltPath(shownChildren(entry, ctx), ctx, isBuilt);
    if (below) return below;
  }
  return null;
}

/**
 * Where a signed-in user lands, as a path under /Portal/NewIndex ('' is the portal index, Home): the default landing
 * of spec 1 §2 when it works; when it does not (My Store for report-only roles, not built yet), the first page in the
 * side navigation the user may open that works, else Home.
 */
export function landingPath(ctx: TAccessContext, isBuilt: TIsBuilt, menu: readonly TMenuEntry[] = PORTAL_MENU): string {
  const preferred = defaultLanding(ctx.featureIds).replace(/^\//, '');
  if (preferred === '' || (isRouteAllowed(preferred, ctx, menu) && isBuilt(preferred))) return preferred;
  const roots = menu.filter((entry) => !entry.routeOnly && isRouteAllowed(entry.path ?? '', ctx, menu));
  const ordered = [
    ...roots.filter((entry) => entry.placement !== 'bottom'),
    ...roots.filter((entry) => entry.placement === 'bottom'),
  ];
  return firstBuiltPath(ordered, ctx, isBuilt) ?? '';
}
