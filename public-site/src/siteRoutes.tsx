import type { RouteObject } from 'react-router';
import { GuestOnly } from './components/GuestOnly';
import { DefaultLayout } from './layouts/DefaultLayout';
import { SiteShell } from './layouts/SiteShell';
import { EmailConfirmPage } from './routes/EmailConfirmPage';
import { ErrorPage, RootErrorPage } from './routes/ErrorPage';
import { ForgotPasswordPage } from './routes/ForgotPasswordPage';
import { HomePage } from './routes/HomePage';
import { LoginPage } from './routes/LoginPage';
import { NotFoundPage } from './routes/NotFoundPage';
import { RegisterPage } from './routes/RegisterPage';
import { ResetPasswordPage } from './routes/ResetPasswordPage';

/** The pages, relative to a locale's root. */
const pages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  {
    element: <GuestOnly />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'registrasi', element: <RegisterPage /> },
      { path: 'registrasi/:account', element: <RegisterPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'forget-password', element: <ForgotPasswordPage /> },
    ],
  },
  { path: 'email-confirm', element: <EmailConfirmPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * A locale's routes: the shell, then one branch per layout (SPEC 2: default, blank, v2); pages that need the
 * blank layout or a v2 layout go in a sibling branch with <BlankLayout /> or <V2Layout footer=... />. The
 * pathless error route inside a layout keeps its header and footer around a failed page.
 */
const localeRoutes: RouteObject[] = [{ element: <DefaultLayout />, children: [{ errorElement: <ErrorPage />, children: pages }] }];

/** SPEC 2: every page exists twice, Indonesian without a prefix and English under /en. */
export const siteRoutes: RouteObject[] = [
  { path: '/', element: <SiteShell />, errorElement: <RootErrorPage />, children: localeRoutes },
  { path: '/en', element: <SiteShell />, errorElement: <RootErrorPage />, children: localeRoutes },
];
