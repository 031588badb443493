import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './i18n/i18n';
import { useSiteStore } from './stores/site-store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

void initI18n(useSiteStore.getState().language).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
