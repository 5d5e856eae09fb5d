import { build, type Plugin } from 'esbuild';

// `npm start` runs the server as built JavaScript: loading the TypeScript sources through tsx at every
// start cost about 2 s of a 4.6 s cold start. One bundle of the server's own code and the shared
// package; the npm dependencies stay imports of node_modules, as Node loads them fastest. The face
// detector's worker is a bundle of its own, since Piscina starts it from a file.

/** Every npm package but the workspace's own (TypeScript sources, bundled in). */
const dependenciesExternal: Plugin = {
  name: 'dependencies-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@reserva/') ? undefined : { path: args.path, external: true },
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
  sourcemap: true,
  logLevel: 'warning',
  plugins: [dependenciesExternal],
});
