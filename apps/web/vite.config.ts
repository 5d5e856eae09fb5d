import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

const api = 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), precompress()],
  // The manifest lets bench/bundle-size.ts weigh what a route loads.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': api,
      '/socket.io': { target: api, ws: true },
    },
  },
});
