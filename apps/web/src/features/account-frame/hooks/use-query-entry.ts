import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { env } from '../../../lib/env';
import { useSiteStore } from '../../../stores/site-store';
import { handleAccountQuery } from '../query-entry';
import { isMobileNow } from '../../../lib/breakpoint';

/**
 * Once the app is ready, handles `login_with_token`, `cashier`, `register` (+
 * `registration_token`) and `reset_password` (spec 001 §2), then removes them from the address.
 */
export function useQueryEntry(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const language = useSiteStore.getState().language;
    const remaining = handleAccountQuery(location.search, {
      language,
      app: env.app,
      device: isMobileNow() ? 'mobile' : 'desktop',
    });
    if (remaining === null) return;
    void navigate(
      { pathname: location.pathname, search: remaining ? `?${remaining}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location, navigate]);
}
