import type { Language } from '@sportsbook/betting';
import type { Bundle } from '@sportsbook/web-kit';
import i18next from 'i18next';

/*
 * The Bet Builder's strings (`betbuilder` namespace) are not part of the first screen's English
 * bundle: they load with the builder's own code (decision 035), English first as the fallback.
 */
const bundles = import.meta.glob<Bundle>('../locales/*/betbuilder.json', { import: 'default' });

/** The namespace of the Bet Builder's strings. */
export const BET_BUILDER_NAMESPACE = 'betbuilder';

/** Loads the Bet Builder's strings of English and `language` into i18next (once each); i18next must be initialised. */
export async function loadBetBuilderStrings(language: Language): Promise<void> {
  for (const code of new Set<Language>(['en', language])) {
    if (i18next.hasResourceBundle(code, BET_BUILDER_NAMESPACE)) continue;
    const load = bundles[`../locales/${code}/betbuilder.json`];
    if (load) i18next.addResourceBundle(code, BET_BUILDER_NAMESPACE, await load(), true, true);
  }
}
