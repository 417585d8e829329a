import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

// Bundles the server and the seed command into server/dist as ESM for Node 20, so production runs plain `node`.
const SERVER_DIR = import.meta.dirname;
const ROOT = path.join(SERVER_DIR, '..');
const OUT_DIR = path.join(SERVER_DIR, 'dist');
/** Workspace packages ship TypeScript sources, which node cannot load: they go into the bundle. */
const WORKSPACE_SCOPE = '@mp/';

type TManifest = { dependencies?: Record<string, string> };
const dependenciesOf = (manifest: string) =>
  Object.keys((JSON.parse(fs.readFileSync(path.join(ROOT, manifest), 'utf8')) as TManifest).dependencies ?? {});

/** Every other package stays an import resolved from node_modules at run time, as installed by npm. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith(WORKSPACE_SCOPE) ? undefined : { path: specifier, external: true },
    );
  },
};

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

fs.rmSync(OUT_DIR, { recursive: true, force: true });
const result = await build({
  entryPoints: { main: 'src/main.ts', 'seed-cli': 'src/demo/seed-cli.ts' },
  absWorkingDir: SERVER_DIR,
  outdir: OUT_DIR,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Code splitting keeps `import('@mp/dev-idp')` lazy: its chunk (and oidc-provider) load only with SSO_DEV_IDP.
  // Chunks stay beside the entry points, because config.ts finds the server folder one level above its own file.
  splitting: true,
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});

// `npm ci --omit=dev` installs only declared dependencies: an import of anything else would fail at run time.
const declared = new Set(['server/package.json', 'contracts/package.json', 'idp/package.json'].flatMap(dependenciesOf));
const undeclared = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((entry) => entry.external && !isBuiltin(entry.path))
    .map((entry) => packageName(entry.path))
    .filter((name) => !declared.has(name)),
);
if (undeclared.size > 0) {
  console.error(`server/dist imports packages that are not dependencies: ${[...undeclared].join(', ')}`);
  process.exit(1);
}
const files = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
console.log(`server built: ${files.map((file) => path.relative(ROOT, path.resolve(SERVER_DIR, file))).join(', ')}`);
