/*
 * The service worker's address (decision 106): at the site's root, so its scope is the whole
 * site. The build writes it (vite.config.ts) and the client registers it; no imports, so the
 * build config can read it.
 */

/** Where the build puts the service worker and the client registers it. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The service worker's source, bundled on its own (no chunks: a worker has no page to load them). */
export const SERVICE_WORKER_ENTRY = 'src/sw/service-worker.ts';
