import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { initI18n } from '../../../i18n/i18n';
import { AccountFrame } from '../components/account-frame';
import { LoginOverlay } from '../components/login-overlay';

function Where() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

/** Renders the account host and the login overlay inside a router at `path`, in English. */
export async function renderAccountHost(path = '/') {
  await initI18n('en');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Where />
            <AccountFrame />
            <LoginOverlay />
          </>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}
