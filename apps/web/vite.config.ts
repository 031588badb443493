import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The web client. In development (`npm run dev -w apps/web`) API calls go to a running server on 8080. */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // One vendor chunk (React, router, query, i18next, zod: all needed at start) and no
        // crumbs: fewer round trips on a slow phone network than dozens of tiny chunks.
        codeSplitting: { minSize: 8_000, groups: [{ name: 'vendor', test: /node_modules/ }] },
      },
    },
  },
  server: {
    proxy: {
      '^/(v1|echo|api|player|ip|geo|tournaments|games)/': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
