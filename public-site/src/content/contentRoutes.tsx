import type { RouteObject } from 'react-router';
import { ContactUsPage, contactUsLoader } from '../routes/content/ContactUsPage';
import { KaryaBisaPage, karyaBisaLoader } from '../routes/content/KaryaBisaPage';
import { NewsArticlePage, newsArticleLoader } from '../routes/content/NewsArticlePage';
import { NewsListPage, newsListLoader } from '../routes/content/NewsListPage';
import { PartnerDetailPage, partnerDetailLoader } from '../routes/content/PartnerDetailPage';
import { PartnersPage, partnersLoader } from '../routes/content/PartnersPage';
import { SitemapPage } from '../routes/content/SitemapPage';
import { TeamPage, teamLoader } from '../routes/content/TeamPage';
import { TextContentPage, textPageLoader } from '../routes/content/TextContentPage';

/** The marketing and content pages of SPEC 2 (issue 5), relative to a locale's root, each with its content loader. */
export const contentPages: RouteObject[] = [
  { path: 'news', loader: newsListLoader, element: <NewsListPage /> },
  { path: 'news/:id', loader: newsArticleLoader, element: <NewsArticlePage /> },
  { path: 'partner', loader: partnersLoader, element: <PartnersPage /> },
  { path: 'partners', loader: partnersLoader, element: <PartnersPage /> },
  { path: 'partner/:id', loader: partnerDetailLoader, element: <PartnerDetailPage /> },
  { path: 'our-team', loader: teamLoader, element: <TeamPage /> },
  { path: 'contact-us', loader: contactUsLoader, element: <ContactUsPage /> },
  { path: 'karya-bisa', loader: karyaBisaLoader, element: <KaryaBisaPage /> },
  { path: 'about-us', loader: textPageLoader('about-us'), element: <TextContentPage /> },
  { path: 'alumni', loader: textPageLoader('alumni'), element: <TextContentPage /> },
  { path: 'bisa/for-corporate', loader: textPageLoader('bisa-corporate'), element: <TextContentPage /> },
  { path: 'bisa/for-education', loader: textPageLoader('bisa-education'), element: <TextContentPage /> },
  { path: 'privacy-policy', loader: textPageLoader('privacy-policy'), element: <TextContentPage /> },
  { path: 'requirements/privacy-policy', loader: textPageLoader('privacy-policy'), element: <TextContentPage /> },
  { path: 'terms-of-service', loader: textPageLoader('term-service'), element: <TextContentPage withTermsModal /> },
  { path: 'requirements/terms-conditions', loader: textPageLoader('term-service'), element: <TextContentPage /> },
  { path: 'ecosystem', loader: textPageLoader('ecosystem'), element: <TextContentPage /> },
  { path: 'what-we-do', loader: textPageLoader('what-we-do'), element: <TextContentPage /> },
  { path: 'scholarship', loader: textPageLoader('scholarship'), element: <TextContentPage /> },
  { path: 'investor', loader: textPageLoader('investor'), element: <TextContentPage /> },
  { path: 'affiliate', loader: textPageLoader('affiliate'), element: <TextContentPage /> },
  { path: 'get-app', loader: textPageLoader('get-app'), element: <TextContentPage /> },
  { path: 'sitemap', element: <SitemapPage /> },
];
