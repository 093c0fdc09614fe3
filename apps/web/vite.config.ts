import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { deferStyles } from './src/build/deferStyles.ts';
import { earlyChunks } from './src/build/earlyChunks.ts';
import { meHomeChunk } from './src/build/meHomeChunk.ts';
import { precompress } from './src/build/precompress.ts';

export default defineConfig({
  plugins: [
    react(),
    deferStyles(),
    earlyChunks(),
    // Installable app (issue 24 §3): the web app manifest and the service worker (src/sw/sw.ts);
    // only the shell is precached, the chunks are cached as they are loaded.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: 'Sahod',
        short_name: 'Sahod',
        description: 'Payslips, leave, attendance and approvals of your company, on your phone.',
        start_url: '/me',
        scope: '/',
        display: 'standalone',
        background_color: '#f1f3f5',
        theme_color: '#1c7ed6',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: { globPatterns: ['index.html', 'icons/*.png'] },
    }),
    precompress(),
  ],
  // The server serves CHANGELOG.md itself; the dev server proxies the API to it.
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/CHANGELOG.md': 'http://localhost:5000' },
  },
  // No source maps in the production build: the server would otherwise publish the sources.
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The entry (the login page) in one file instead of eight: a phone's first requests are
            // round trips on a slow connection (issue 24 §3). Nothing else joins it.
            { name: 'index', tags: ['$initial'], includeDependenciesRecursively: false },
            meHomeChunk,
            // Home (issue 26: first card within 1 s of sign-in) in one file beside me-home, which wins
            // the modules they share: /home loads 3 files instead of 18, /me none of Home's.
            { name: 'home', test: /[\\/]src[\\/]features[\\/]dashboard[\\/]DashboardPage\.tsx$/ },
          ],
        },
      },
    },
  },
});
