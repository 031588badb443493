import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The embedded account site, served by the server on the ACCOUNT origin under `/sport` and
 * `/{lang}/sport`; assets live at `/assets/*` of that origin, hence `base: '/'`. In development
 * (`npm run dev -w apps/account`) API calls go to a running server's account port.
 */
export default defineConfig({
  plugins: [react()],
  base: '/',
  build: { outDir: 'dist', sourcemap: false, target: 'es2022' },
  server: {
    port: 5174,
    proxy: {
      '^/(api|auth|dev)/': 'http://127.0.0.1:8081',
      '/getMainDynamicConfig': 'http://127.0.0.1:8081',
    },
  },
});
