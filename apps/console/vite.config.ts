import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the console runs on its own port and sends the API calls to the server.
const API_TARGET = 'http://127.0.0.1:3000';

/**
 * The operators' console: its own bundle, served by the server under /console (apps/server
 * platform/console-static.ts), never part of the player site's build.
 */
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  server: { port: 5174, proxy: { '/wps': { target: API_TARGET }, '/media': { target: API_TARGET } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    // An operator's browser on a desktop: one chunk per page is enough splitting.
    chunkSizeWarningLimit: 400,
  },
});
