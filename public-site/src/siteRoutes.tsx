import type { RouteObject } from 'react-router';
import { GuestOnly } from './components/GuestOnly';
import { contentPages, corporateFooterPages, sitemapFooterPages } from './content/contentRoutes';
import { DefaultLayout } from './layouts/DefaultLayout';
import { V2Layout } from './layouts/V2Layout';
import { ISLAND_PAGE } from './islands/Island';
import { cartLoader, CartRoute } from './routes/CartPage';
import { CheckoutPage } from './routes/checkout/CheckoutPage';
import { SandboxPaymentPage } from './routes/checkout/SandboxPaymentPage';
import { SuccessPage } from './routes/checkout/SuccessPage';
import { CompanyRequestPage } from './routes/program/CompanyRequestPage';
import { ProgramDetailPage } from './routes/program/ProgramDetailPage';
import { ProgramGroupPage } from './routes/program/ProgramGroupPage';
import { ProgramIndexPage } from './routes/program/ProgramIndexPage';
import { ProgramKindPage } from './routes/program/ProgramKindPage';
import {
  detailLoader,
  groupLoader,
  kindListLoader,
  programIndexLoader,
  searchLoader,
  tempDetailLoader,
  tempListLoader,
} from './routes/program/programLoaders';
import type { GroupSlug } from '@core/rules/programLinks';
import { SearchPage } from './routes/SearchPage';
import { SiteShell } from './layouts/SiteShell';
import { EmailConfirmPage, emailConfirmLoader } from './routes/EmailConfirmPage';
import { ErrorPage, RootErrorPage } from './routes/ErrorPage';
import { ForgotPasswordPage } from './routes/ForgotPasswordPage';
import { HomePage, homeLoader } from './routes/HomePage';
import { LoginPage } from './routes/LoginPage';
import { NotFoundPage } from './routes/NotFoundPage';
import { RegisterPage } from './routes/RegisterPage';
import { ResetPasswordPage } from './routes/ResetPasswordPage';
import { portalLoader, vacancyLoader, vacancySearchLoader } from './routes/jobs/jobLoaders';
import { PortalPage } from './routes/jobs/PortalPage';
import { partnerRegistrationLoader } from './routes/partners/partnerLoaders';
import { PartnerRegistrationPage } from './routes/partners/PartnerRegistrationPage';
import { RequirementsPage } from './routes/partners/RequirementsPage';
import { VacancyPage } from './routes/jobs/VacancyPage';
import { VacancySearchPage } from './routes/jobs/VacancySearchPage';
import { CertificatePage } from './routes/verify/CertificatePage';
import { certificateLoader, verifySearchLoader } from './routes/verify/verifyLoaders';
import { VerifySearchPage } from './routes/verify/VerifySearchPage';

/** A program group's pages (SPEC 2): its landing, each kind's list (also as '{kind}/all') and each program's detail. */
const groupRoutes = (group: GroupSlug): RouteObject => ({
  path: group,
  children: [
    { index: true, loader: groupLoader(group), element: <ProgramGroupPage group={group} />, handle: ISLAND_PAGE },
    ...(group === 'bisa-for-business' ? [{ path: 'all', loader: kindListLoader(group), element: <ProgramKindPage />, handle: ISLAND_PAGE }] : []),
    { path: ':kind', loader: kindListLoader(group), element: <ProgramKindPage />, handle: ISLAND_PAGE },
    { path: ':kind/all', loader: kindListLoader(group), element: <ProgramKindPage />, handle: ISLAND_PAGE },
    { path: ':kind/:id', loader: detailLoader(group), element: <ProgramDetailPage />, handle: ISLAND_PAGE },
  ],
});

/** The pages, relative to a locale's root. */
const pages: RouteObject[] = [
  { index: true, loader: homeLoader, element: <HomePage />, handle: ISLAND_PAGE },
  ...contentPages,
  {
    element: <GuestOnly />,
    children: [
      { path: 'login', element: <LoginPage /> },
      // SPEC 4's /login/{jobSeekerLoginUrl} (the job portal's login address): the same login.
      { path: 'login/:account', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'registrasi', element: <RegisterPage /> },
      { path: 'registrasi/:account', element: <RegisterPage /> },
      // SPEC 1's partner registration: the chooser, and an organisation's form by kind.
      { path: 'registrasi-partner', loader: partnerRegistrationLoader, element: <PartnerRegistrationPage /> },
      { path: 'registrasi-partner/:account', loader: partnerRegistrationLoader, element: <PartnerRegistrationPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'forget-password', element: <ForgotPasswordPage /> },
    ],
  },
  { path: 'requirements', element: <RequirementsPage />, handle: ISLAND_PAGE },
  { path: 'email-confirm', loader: emailConfirmLoader, element: <EmailConfirmPage />, handle: ISLAND_PAGE },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'cart', loader: cartLoader, element: <CartRoute />, handle: ISLAND_PAGE },
  { path: 'buy-now', element: <CheckoutPage /> },
  { path: 'payment/sandbox/:orderId', element: <SandboxPaymentPage /> },
  { path: 'success', element: <SuccessPage /> },
  { path: 'search', loader: searchLoader, element: <SearchPage />, handle: ISLAND_PAGE },
  // Certificate verification: by number, and the QR code's page of one certificate.
  { path: 'sertifikat', loader: verifySearchLoader, element: <VerifySearchPage />, handle: ISLAND_PAGE },
  {
    path: 'qr-access',
    children: [
      { index: true, loader: verifySearchLoader, element: <VerifySearchPage />, handle: ISLAND_PAGE },
      { path: ':id', loader: certificateLoader, element: <CertificatePage />, handle: ISLAND_PAGE },
    ],
  },
  {
    path: 'program',
    children: [
      { index: true, loader: programIndexLoader, element: <ProgramIndexPage />, handle: ISLAND_PAGE },
      groupRoutes('bisa-academy'),
      groupRoutes('bisa-for-business'),
      // The job portal: its landing, the vacancy search (filters in the query) and a vacancy's page.
      {
        path: 'bisa-talent',
        children: [
          { index: true, loader: portalLoader, element: <PortalPage />, handle: ISLAND_PAGE },
          { path: 'job-vacancy', loader: vacancySearchLoader, element: <VacancySearchPage />, handle: ISLAND_PAGE },
          { path: 'job-vacancy/:id', loader: vacancyLoader, element: <VacancyPage />, handle: ISLAND_PAGE },
        ],
      },
      {
        path: 'temp',
        children: [
          { path: 'learning-industrial', loader: tempListLoader, element: <ProgramKindPage />, handle: ISLAND_PAGE },
          { path: 'request-competency-learning-industrial', element: <CompanyRequestPage kind="learning-industrial" /> },
          { path: 'request-curriculum-link-and-match', element: <CompanyRequestPage kind="link-and-match" /> },
          { path: ':id', loader: tempDetailLoader, element: <ProgramDetailPage />, handle: ISLAND_PAGE },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage />, handle: ISLAND_PAGE },
];

/**
 * A locale's routes: the shell, then one branch per layout (SPEC 2: default, blank, v2); pages that need the
 * blank layout or a v2 layout go in a sibling branch with <BlankLayout /> or <V2Layout footer=... />. The
 * pathless error route inside a layout keeps its header and footer around a failed page.
 */
const localeRoutes: RouteObject[] = [
  { element: <DefaultLayout />, children: [{ errorElement: <ErrorPage />, children: pages }] },
  { element: <V2Layout footer="sitemap" />, children: [{ errorElement: <ErrorPage />, children: sitemapFooterPages }] },
  { element: <V2Layout footer="corporate" />, children: [{ errorElement: <ErrorPage />, children: corporateFooterPages }] },
];

/** SPEC 2: every page exists twice, Indonesian without a prefix and English under /en. */
export const siteRoutes: RouteObject[] = [
  { path: '/', element: <SiteShell />, errorElement: <RootErrorPage />, children: localeRoutes },
  { path: '/en', element: <SiteShell />, errorElement: <RootErrorPage />, children: localeRoutes },
];
