import { build, type Plugin } from 'esbuild';

// `npm start` runs the server as built JavaScript: loading the TypeScript sources through tsx at every
// start cost about 2 s of a 4.6 s cold start. One bundle of the server's own code, the shared package
// and the many-file ESM libraries (BUNDLED); the other dependencies stay imports of node_modules. The
// face detector's worker is a bundle of its own, since Piscina starts it from a file.

/**
 * Packages bundled in with the server's code: ESM libraries of hundreds of small files each, whose
 * module resolution (a package-scope lookup per file) cost about 0.7 s of CPU at every start.
 */
const BUNDLED = [
  'drizzle-orm',
  'zod',
  'fastify-type-provider-zod',
  'jose',
  'libphonenumber-js',
  '@brazilian-utils/brazilian-utils',
];
const isBundled = (specifier: string) =>
  specifier.startsWith('@reserva/') ||
  BUNDLED.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** Every other npm package stays an import of node_modules (native addons, CommonJS, WebAssembly). */
const dependenciesExternal: Plugin = {
  name: 'dependencies-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      isBundled(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    server: 'src/server.ts',
    'face-detection.worker': 'src/modules/faces/face-detection.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // The app's modules in chunks of their own, so that the server imports them while the database opens.
  splitting: true,
  // Beside server.js: src/paths.ts finds the package one folder up from any of them.
  chunkNames: '[name]-[hash]',
  // Positions only: stack traces need no sources, and Node reads every map at each start with
  // --enable-source-maps (8.6 MB with the sources embedded, 1.1 MB without).
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [dependenciesExternal],
});
