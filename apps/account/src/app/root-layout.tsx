import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSite } from '../hooks/use-site';
import { changeLanguage } from '../i18n/i18n';
import { useRealityCheck } from './use-reality-check';
import { useShellMessages } from './use-shell-messages';

/** Everything around the pages: shell messages, the language of the address, the reality check. */
export function RootLayout() {
  const { language } = useSite();
  useShellMessages();
  useRealityCheck();
  useEffect(() => {
    void changeLanguage(language);
  }, [language]);
  return <Outlet />;
}
