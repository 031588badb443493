import type { Bundle } from '@sportsbook/web-kit';

/** The Greek strings by file, fetched as one chunk when the language is chosen (i18n/i18n.ts, decision 052). */
export default import.meta.glob<Bundle>(['./*.json', '!./betbuilder.json'], { eager: true, import: 'default' });
