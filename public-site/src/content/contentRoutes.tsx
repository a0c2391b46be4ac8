import type { RouteObject } from 'react-router';
import { ISLAND_PAGE } from '../islands/Island';
import { ContactUsPage, contactUsLoader } from '../routes/content/ContactUsPage';
import { KaryaBisaPage, karyaBisaLoader } from '../routes/content/KaryaBisaPage';
import { NewsArticlePage, newsArticleLoader } from '../routes/content/NewsArticlePage';
import { NewsListPage, newsListLoader } from '../routes/content/NewsListPage';
import { PartnerDetailPage, partnerDetailLoader } from '../routes/content/PartnerDetailPage';
import { PartnersPage, partnersLoader } from '../routes/content/PartnersPage';
import { SitemapPage } from '../routes/content/SitemapPage';
import { TeamPage, teamLoader } from '../routes/content/TeamPage';
import { TextContentPage, textPageLoader } from '../routes/content/TextContentPage';

/**
 * The marketing and content pages of SPEC 2, relative to a locale's root, each with its content loader.
 * All are island pages (islands/README.md): the contact form and the Karya BISA pictures are their islands.
 */
export const contentPages: RouteObject[] = [
  { path: 'news', loader: newsListLoader, element: <NewsListPage />, handle: ISLAND_PAGE },
  { path: 'news/:id', loader: newsArticleLoader, element: <NewsArticlePage />, handle: ISLAND_PAGE },
  { path: 'partner', loader: partnersLoader, element: <PartnersPage />, handle: ISLAND_PAGE },
  { path: 'partners', loader: partnersLoader, element: <PartnersPage />, handle: ISLAND_PAGE },
  { path: 'partner/:id', loader: partnerDetailLoader, element: <PartnerDetailPage />, handle: ISLAND_PAGE },
  { path: 'our-team', loader: teamLoader, element: <TeamPage />, handle: ISLAND_PAGE },
  { path: 'contact-us', loader: contactUsLoader, element: <ContactUsPage />, handle: ISLAND_PAGE },
  { path: 'about-us', loader: textPageLoader('about-us'), element: <TextContentPage />, handle: ISLAND_PAGE },
  { path: 'alumni', loader: textPageLoader('alumni'), element: <TextContentPage />, handle: ISLAND_PAGE },
  { path: 'privacy-policy', loader: textPageLoader('privacy-policy'), element: <TextContentPage />, handle: ISLAND_PAGE },
  { path: 'terms-of-service', loader: textPageLoader('term-service'), element: <TextContentPage withTermsModal />, handle: ISLAND_PAGE },
  { path: 'get-app', loader: textPageLoader('get-app'), element: <TextContentPage />, handle: ISLAND_PAGE },
  { path: 'sitemap', element: <SitemapPage />, handle: ISLAND_PAGE },
];

/**
 * SPEC 2's v2 layouts: the marketing pages the fuller footer links to (ecosystem, what we do, the requirements' legal
 * pages) and their kin carry that footer; the corporate and education offers and Karya BISA the corporate footer
 * (docs/decisions/2026-11-22-foundations.md).
 */
export const sitemapFooterPages: RouteObject[] = [
  { path: 'requirements/privacy-policy', loader: textPageLoader('privacy-policy'), element: <TextContentPage />, handle: ISLAND_PAGE },
  { path: 'requirements/terms-conditions', loader: textPageLoader('term-service'), element: <TextContentPage />, handle: ISLAND_PAGE },
  { path: 'ecosystem', loader: textPageLoader('ecosystem'), element: <TextContentPage />, handle: ISLAND_PAGE },
  { path: 'what-we-do', loader: textPageLoader('what-we-do'), element: <TextContentPage />, handle: ISLAND_PAGE },
  { path: 'scholarship', loader: textPageLoader('scholarship'), element: <TextContentPage />, handle: ISLAND_PAGE },
  { path: 'investor', loader: textPageLoader('investor'), element: <TextContentPage />, handle: ISLAND_PAGE },
  { path: 'affiliate', loader: textPageLoader('affiliate'), element: <TextContentPage />, handle: ISLAND_PAGE },
];

export const corporateFooterPages: RouteObject[] = [
  { path: 'karya-bisa', loader: karyaBisaLoader, element: <KaryaBisaPage />, handle: ISLAND_PAGE },
  { path: 'bisa/for-corporate', loader: textPageLoader('bisa-corporate'), element: <TextContentPage />, handle: ISLAND_PAGE },
  { path: 'bisa/for-education', loader: textPageLoader('bisa-education'), element: <TextContentPage />, handle: ISLAND_PAGE },
];
