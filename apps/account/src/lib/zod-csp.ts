import { config } from 'zod/mini';

/*
 * Zod compiles object parsers with `new Function` when it may, and probes whether it may by
 * trying. The page's Content-Security-Policy has no 'unsafe-eval' (decision 032), so even the
 * caught probe is reported as a violation. Imported before any schema is built: they then
 * parse without eval (same results, a little slower on big objects). Called by its own name:
 * the web build treats every `z.…()` call as pure and would drop it (vite.config.ts).
 */
config({ jitless: true });
