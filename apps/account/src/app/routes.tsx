import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSite } from '../hooks/use-site';
import { useSession } from '../lib/session';
import { parseSitePath } from '../lib/site-path';
import { CASHIER_SECTIONS, HELP_TOPIC_PATHS, HELP_TOPICS } from '../lib/site-pages';
import { routedPage } from './page-ready';
import { RootLayout } from './root-layout';

/*
 * The pages of spec 001 §2 "Pages opened in the account frame", each under `/sport` and
 * `/{lang}/sport`. Sections load lazily so the login page stays small.
 */

const LoginPage = lazy(() => import('../pages/auth/login-page'));
const RegistrationPage = lazy(() => import('../pages/auth/registration-page'));
const VerifyEmailPage = lazy(() => import('../pages/auth/verify-email-page'));
const ConfirmEmailPage = lazy(() => import('../pages/auth/confirm-email-page'));
const ForgotPasswordPage = lazy(() => import('../pages/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../pages/auth/reset-password-page'));
const HelpPage = lazy(() => import('../pages/help/help-page'));
const CashierPage = lazy(() => import('../pages/cashier/cashier-page'));
const NotFoundPage = lazy(() => import('../pages/not-found-page'));

function Home() {
  const session = useSession();
  const { to } = useSite();
  return <Navigate replace to={to(session ? '/cashier/my-account' : '/login')} />;
}

function CashierHome() {
  const { to } = useSite();
  return <Navigate replace to={to('/cashier/deposit')} />;
}

/** Lets `/{lang}/sport` through only for the ten languages. */
function LanguageGate() {
  const location = useLocation();
  return parseSitePath(location.pathname) ? <Outlet /> : routedPage(<NotFoundPage />);
}

const sitePages: RouteObject[] = [
  { index: true, element: <Home /> },
  { path: 'login', element: routedPage(<LoginPage />) },
  { path: 'registration', element: routedPage(<RegistrationPage />) },
  { path: 'auth/register', element: routedPage(<RegistrationPage />) },
  { path: 'registration-with-token/:token', element: routedPage(<VerifyEmailPage />) },
  { path: 'confirm-email/:token', element: routedPage(<ConfirmEmailPage />) },
  { path: 'forgot-password', element: routedPage(<ForgotPasswordPage />) },
  { path: 'reset-password/:token', element: routedPage(<ResetPasswordPage />) },
  { path: 'help', element: routedPage(<HelpPage topic={null} />) },
  ...HELP_TOPICS.map((topic) => ({
    path: HELP_TOPIC_PATHS[topic].slice(1),
    element: routedPage(<HelpPage topic={topic} />),
  })),
  { path: 'cashier', element: <CashierHome /> },
  ...CASHIER_SECTIONS.map((section) => ({
    path: `cashier/${section}`,
    element: routedPage(<CashierPage section={section} />),
  })),
  { path: 'cashier/:section', element: routedPage(<CashierPage section={null} />) },
  { path: '*', element: routedPage(<NotFoundPage />) },
];

/** The route table (the browser router in main.tsx, memory routers in tests). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: 'sport', children: sitePages },
      { path: ':lang/sport', element: <LanguageGate />, children: sitePages },
      { path: '*', element: routedPage(<NotFoundPage />) },
    ],
  },
];
