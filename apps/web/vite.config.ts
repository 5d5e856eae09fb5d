import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress';

const api = 'http://localhost:4000';

/** In dev, Portaria's pages get portaria.html, as the API's server answers them once built. */
function portariaDevEntry(): Plugin {
  return {
    name: 'portaria-dev-entry',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const pathname = (req.url ?? '').split('?')[0] ?? '';
        const isPage =
          pathname === '/portaria' || (pathname.startsWith('/portaria/') && !/\.\w+$/.test(pathname));
        if (isPage) req.url = '/portaria.html';
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), portariaDevEntry()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets bench/bundle-size.ts weigh what a route loads.
    manifest: true,
    // One HTML entry per face (ARCHITECTURE.md): the back-office, and Portaria at /portaria.
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        portaria: fileURLToPath(new URL('./portaria.html', import.meta.url)),
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
