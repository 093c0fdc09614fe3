import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The server serves CHANGELOG.md itself; the dev server proxies the API to it.
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/CHANGELOG.md': 'http://localhost:5000' },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
});
