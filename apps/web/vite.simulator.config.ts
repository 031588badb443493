import { defineConfig } from 'vite';

/*
 * The device simulator (decision 038): a development page, built apart from the client so
 * it changes nothing in the client's chunks, and served by the server only with dev tools on.
 */
export default defineConfig({
  base: '/dev/simulator/',
  publicDir: false,
  build: {
    outDir: 'dist-simulator',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: { input: 'simulator.html' },
  },
});
