// First, before any schema is built (decision 032).
import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes';
import { createFrameBridge } from './frame/bridge';
import { FrameProvider } from './frame/frame-context';
import { initI18n } from './i18n/i18n';
import { readEnv } from './lib/env';
import { languageOf, parseSitePath } from './lib/site-path';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

const bridge = createFrameBridge({ allowedOrigins: readEnv().clientOrigins });
const router = createBrowserRouter(routes);
const language = languageOf(parseSitePath(window.location.pathname), window.location.search);

void initI18n(language).then(() => {
  createRoot(root).render(
    <StrictMode>
      <FrameProvider bridge={bridge}>
        <RouterProvider router={router} />
      </FrameProvider>
    </StrictMode>,
  );
});
