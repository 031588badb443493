import { useSiteStore } from '../stores/site-store';
import { loadBetBuilderStrings } from './bet-builder-strings';

/*
 * Imported by the Bet Builder's lazy modules (the slip mode, the modal): they evaluate once the
 * builder's strings of the site's language are in, so they render translated from the start.
 */
await loadBetBuilderStrings(useSiteStore.getState().language);
