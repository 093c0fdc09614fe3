import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { deferStyles } from './src/build/deferStyles.ts';
import { precompress } from './src/build/precompress.ts';

export default defineConfig({
  plugins: [react(), deferStyles(), precompress()],
  // The server serves CHANGELOG.md itself; the dev server proxies the API to it.
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/CHANGELOG.md': 'http://localhost:5000' },
  },
  // No source maps in the production build: the server would otherwise publish the sources.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
});
