import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { WEB_FACES, webEntryOf } from '../../packages/shared/src/common/web-faces';
import { faceStyles } from './face-styles';
import { precompress } from './precompress';

const api = 'http://localhost:4000';

/** In dev, the pages of Portaria and Sócio get their own HTML, as the API's server answers them once built. */
function faceDevEntries(): Plugin {
  return {
    name: 'face-dev-entries',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const pathname = (req.url ?? '').split('?')[0] ?? '';
        const html = webEntryOf(pathname);
        if (html !== 'index.html' && !/\.\w+$/.test(pathname)) req.url = `/${html}`;
        next();
      });
    },
  };
}

// React and the Mantine primitives every screen of every face draws with (the sign-in's among them):
// one chunk instead of a dozen small ones, which compress worse apart and cost a phone a request each.
const UI_CORE =
  /node_modules[\\/]((react|react-dom|scheduler|clsx|@mantine[\\/]store)[\\/]|@mantine[\\/]notifications[\\/]esm[\\/]notifications\.store|@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](ActionIcon|Anchor|Box|Button|Center|CloseButton|Group|Input|InputBase|Loader|Paper|PasswordInput|Stack|Text|TextInput|ThemeIcon|Title|UnstyledButton)[\\/]))/;

export default defineConfig({
  plugins: [react(), precompress(), faceDevEntries(), faceStyles('app.html')],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets bench/bundle-size.ts weigh what a route loads.
    manifest: true,
    // One HTML entry per face (ARCHITECTURE.md): the back-office, Portaria at /portaria, Sócio at /app.
    rollupOptions: {
      output: { codeSplitting: { groups: [{ name: 'ui-core', test: UI_CORE }] } },
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        ...Object.fromEntries(
          WEB_FACES.map(({ html }) => [
            html.replace('.html', ''),
            fileURLToPath(new URL(`./${html}`, import.meta.url)),
          ]),
        ),
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': api,
      '/socket.io': { target: api, ws: true },
    },
  },
});
