// First, before any schema is built (decision 032).
import '../lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../app/theme.css';
import { loadBetBuilderStrings } from '../i18n/bet-builder-strings';
import { initI18n } from '../i18n/i18n';
import { FrameApp } from './frame-app';
import { readFrameParams } from '../lib/bet-builder-frame-params';

/*
 * The Bet Builder frame (decision 035): our own page under /betbuilder/, framed by the client's
 * 'Create YourBet' modal. It reads the match's builder markets, prices the bettor's picks and
 * hands the ticket id to its parent; it shares no state with the client but the messages.
 */
const root = document.getElementById('root');
if (!root) throw new Error('betbuilder/index.html has no #root element.');
const params = readFrameParams(window.location.search);
document.documentElement.lang = params.lang;
void initI18n(params.lang)
  .then(() => loadBetBuilderStrings(params.lang))
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <FrameApp params={params} />
      </StrictMode>,
    );
  });
