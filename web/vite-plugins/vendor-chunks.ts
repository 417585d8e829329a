import path from 'node:path';

/** What the chunking callback of Rolldown passes in: the module graph, by module id. */
type TChunkingContext = {
  getModuleInfo: (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

const SRC = path.join(import.meta.dirname, '..', 'src');
const ENTRY = path.join(SRC, 'main.tsx');
/** The app's entry and the sign-in route: what a signed-out visitor runs. */
const SIGN_IN_ROOTS = [ENTRY, path.join(SRC, 'app', 'routes', 'login-route.tsx')];
/** Loaded only once a federated sign-in button shows or a flow starts; never part of a vendor chunk. */
const LAZY_LIBRARIES = ['/oidc-client-ts/'];
/**
 * The chart library and what only it uses (d3 and its helpers): a chunk of its own that only the screens drawing
 * charts (Home's hour chart, My Store's dashboards, the reports) fetch, rather than part of every portal page's vendor.
 */
const CHART_LIBRARIES = [
  '/@mui/x-charts/',
  '/@mui/x-charts-vendor/',
  '/@mui/x-internal-gestures/',
  '/@mui/x-internals/',
  '/bezier-easing/',
  '/d3-',
  '/flatqueue/',
  '/internmap/',
];

/** Every module the roots reach through static imports, and through dynamic ones too when `dynamic` is set. */
function closure(roots: readonly string[], ctx: TChunkingContext, dynamic = false): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/**
 * The libraries only the portal needs: those reached from a lazily loaded module (a screen, the shell, a dialog) and
 * not from the sign-in page. CommonJS internals (React's own files) are not in the import graph; they stay in the
 * sign-in's chunk, where the package that requires them is.
 */
function portalOnly(ctx: TChunkingContext): Set<string> {
  const signIn = closure(SIGN_IN_ROOTS, ctx);
  const lazyRoots = [...closure([ENTRY], ctx, true)].flatMap(
    (id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
  );
  const portal = closure(lazyRoots, ctx);
  for (const id of signIn) portal.delete(id);
  return portal;
}

/**
 * Libraries in two chunks instead of one per shared module: `vendor` holds what the sign-in page runs, `portal-vendor`
 * the rest (tables, tabs, menus …). Left to automatic splitting, the items screen fetched 71 scripts; over HTTP/1.1's
 * six connections per origin their round trips, not their bytes, set when the screen appeared (bench:web: 92 → 96).
 */
export function vendorChunks() {
  let portal: Set<string> | null = null;
  const isLibrary = (id: string) =>
    id.includes('/node_modules/') && !LAZY_LIBRARIES.some((library) => id.includes(library));
  const isChartLibrary = (id: string) =>
    id.includes('/node_modules/') && CHART_LIBRARIES.some((library) => id.includes(library));
  const isPortalLibrary = (id: string, ctx: TChunkingContext) => (portal ??= portalOnly(ctx)).has(id);
  return {
    // A group takes its modules' dependencies along; the sign-in's group goes first, so the portal's keeps only what
    // the sign-in page does not run.
    groups: [
      {
        name: (id: string, ctx: TChunkingContext) => (isLibrary(id) && !isPortalLibrary(id, ctx) ? 'vendor' : null),
        priority: 2,
      },
      {
        name: (id: string, ctx: TChunkingContext) =>
          isLibrary(id) && !isChartLibrary(id) && isPortalLibrary(id, ctx) ? 'portal-vendor' : null,
        priority: 1,
      },
      // Last, so the libraries the charts share with the rest (React, MUI) are already placed.
      {
        name: (id: string, ctx: TChunkingContext) =>
          isChartLibrary(id) && isPortalLibrary(id, ctx) ? 'charts-vendor' : null,
        priority: 0,
      },
    ],
  };
}
