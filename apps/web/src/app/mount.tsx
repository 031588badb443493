// First, before any schema is built (decision 032).
import '../lib/zod-csp';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n/i18n';
import { prepareDateFormat } from '../lib/format-date';
import { useSettingsStore } from '../stores/settings-store';
import { useSiteStore } from '../stores/site-store';
import { App } from './app';

/** Renders the client into `root` once the language's strings are in. */
export async function mount(root: HTMLElement): Promise<void> {
  const { language } = useSiteStore.getState();
  await initI18n(language);
  setTimeout(() => prepareDateFormat(useSettingsStore.getState().timezone, language), 0);
  // The first render is a transition: React builds the shell in slices of a few milliseconds,
  // so a slow phone can still paint and answer a tap while the page comes together.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
