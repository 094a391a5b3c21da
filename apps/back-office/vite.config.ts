/**
 * The back office builds on its own: served by the shop's server under /back-office/, never part
 * of the shop's bundles.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  base: '/back-office/',
  plugins: [
    react(),
    // The service worker (src/offline/sw.ts) with the list of the build's files to keep on the device.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/offline',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The libraries in their own chunks: a change of the app's code keeps them cached.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|d3-|victory-vendor|decimal\.js|es-toolkit|@reduxjs|immer|reselect|redux)/,
            },
            {
              name: 'admin',
              test: /node_modules[\\/](react-admin|ra-|@mui|@emotion|@tanstack|react-hook-form|lodash|date-fns|inflection|jsonexport|query-string|clsx|@popperjs|react-transition-group|stylis)/,
            },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|react-is)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev -w @sillon/back-office` talks to a server started with `npm start`.
    proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' },
  },
});
