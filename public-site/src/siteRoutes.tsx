import type { RouteObject } from 'react-router';
import { GuestOnly } from './components/GuestOnly';
import { SiteLayout } from './layouts/SiteLayout';
import { EmailConfirmPage } from './routes/EmailConfirmPage';
import { ErrorPage } from './routes/ErrorPage';
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

/** SPEC 2: every page exists twice, Indonesian without a prefix and English under /en. */
export const siteRoutes: RouteObject[] = [
  { path: '/', element: <SiteLayout />, errorElement: <ErrorPage />, children: pages },
  { path: '/en', element: <SiteLayout />, errorElement: <ErrorPage />, children: pages },
];
