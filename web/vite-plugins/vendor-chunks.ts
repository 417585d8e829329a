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
 * Libraries only one screen needs, big enough to keep out of `portal-vendor`: they and what only they import stay with
 * that screen's chunk (the report viewer's charts, issue 15 §3).
 */
const SCREEN_LIBRARIES = ['/@mui/x-charts/'];

/**
 * Every module the roots reach through static imports, and through dynamic ones too when `dynamic` is set, not
 * entering modules `skip` names.
 */
function closure(
  roots: readonly string[],
  ctx: TChunkingContext,
  dynamic = false,
  skip: (id: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || skip(id)) continue;
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
  const portal = closure(lazyRoots, ctx, false, (id) => SCREEN_LIBRARIES.some((library) => id.includes(library)));
  for (const id of signIn) portal.delete(id);
  return portal;
}

/** Libraries reached only through a screen library: left out of both vendor chunks. */
function screenOnly(ctx: TChunkingContext, portal: Set<string>): Set<string> {
  const lazyRoots = [...closure([ENTRY], ctx, true)].flatMap(
    (id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
  );
  const everything = closure([ENTRY, ...lazyRoots], ctx);
  const signIn = closure(SIGN_IN_ROOTS, ctx);
  return new Set([...everything].filter((id) => !portal.has(id) && !signIn.has(id)));
}

/**
 * Libraries in two chunks instead of one per shared module: `vendor` holds what the sign-in page runs, `portal-vendor`
 * the rest (tables, tabs, menus …). Left to automatic splitting, the items screen fetched 71 scripts; over HTTP/1.1's
 * six connections per origin their round trips, not their bytes, set when the screen appeared (bench:web: 92 → 96).
 */
export function vendorChunks() {
  let portal: Set<string> | null = null;
  let screens: Set<string> | null = null;
  const isScreenLibrary = (id: string, ctx: TChunkingContext) =>
    (screens ??= screenOnly(ctx, (portal ??= portalOnly(ctx)))).has(id);
  const isLibrary = (id: string, ctx: TChunkingContext) =>
    id.includes('/node_modules/') &&
    !LAZY_LIBRARIES.some((library) => id.includes(library)) &&
    !isScreenLibrary(id, ctx);
  const isPortalLibrary = (id: string, ctx: TChunkingContext) => (portal ??= portalOnly(ctx)).has(id);
  return {
    // A group takes its modules' dependencies along; the sign-in's group goes first, so the portal's keeps only what
    // the sign-in page does not run.
    groups: [
      {
        name: (id: string, ctx: TChunkingContext) =>
          isLibrary(id, ctx) && !isPortalLibrary(id, ctx) ? 'vendor' : null,
        priority: 2,
      },
      {
        name: (id: string, ctx: TChunkingContext) =>
          isLibrary(id, ctx) && isPortalLibrary(id, ctx) ? 'portal-vendor' : null,
        priority: 1,
      },
    ],
  };
}
