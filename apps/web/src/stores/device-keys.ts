/*
 * The device keys of spec 001 §3 that pick the site and its language, and when the app was last
 * located. No imports: the build's boot splash plugin (vite.config.ts, decision 068) reads them.
 */

/** The country the visitor chose (or was sent to). */
export const COUNTRY_KEY = 'user_country';
/** The language the visitor chose. */
export const LANGUAGE_KEY = 'app_lang';
/** When the app's location check last succeeded (epoch ms). */
export const LOCATION_SUCCESS_KEY = 'location_success_at';
