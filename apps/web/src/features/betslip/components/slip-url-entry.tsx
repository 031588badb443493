import { useCallback } from 'react';
import { useInRouterContext, useLocation, useNavigate } from 'react-router';
import { useUrlEntry } from '../hooks/use-url-entry';

function RouterUrlEntry() {
  const location = useLocation();
  const navigate = useNavigate();
  const replace = useCallback(
    (search: string) => void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true }),
    [navigate, location.pathname, location.hash],
  );
  useUrlEntry(location.search, replace);
  return null;
}

function WindowUrlEntry() {
  const replace = useCallback((search: string) => {
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  }, []);
  useUrlEntry(window.location.search, replace);
  return null;
}

/**
 * The slip's address entry points (renders nothing): `LineID`, `LineID[n]`, `combostake`,
 * `action=addToSlip` and `action=changeStake`, removed from the address once read.
 */
export function SlipUrlEntry() {
  const inRouter = useInRouterContext();
  return inRouter ? <RouterUrlEntry /> : <WindowUrlEntry />;
}
