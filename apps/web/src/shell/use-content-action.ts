import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useUiStore } from '../stores/ui-store';
import { ACCOUNT_PAGES, openAccountPage } from './links';

/** The actions content links may ask for (footer links, popular pages). */
const ACTIONS: Readonly<Record<string, (navigate: (path: string) => void) => void>> = {
  open_help: () => openAccountPage(ACCOUNT_PAGES.help),
  open_contact: () => openAccountPage(ACCOUNT_PAGES.contact),
  open_terms: () => openAccountPage(ACCOUNT_PAGES.terms),
  open_faq: () => openAccountPage(ACCOUNT_PAGES.faq),
  open_login: () => openAccountPage(ACCOUNT_PAGES.login),
  open_register: () => openAccountPage(ACCOUNT_PAGES.registration),
  open_deposit: () => openAccountPage(ACCOUNT_PAGES.deposit),
  open_settings: () => useUiStore.getState().openModal('settings'),
  open_live_schedule: (navigate) => navigate('/live'),
  open_promotions: (navigate) => navigate('/promotions'),
};

/** True when the shell knows what a content action does (unknown actions are not shown). */
export function isKnownContentAction(action: string): boolean {
  return Object.hasOwn(ACTIONS, action);
}

/** Runs a content action such as `open_help`. */
export function useContentAction(): (action: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (action: string) => {
      const run = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
      run?.((path) => void navigate(path));
    },
    [navigate],
  );
}
