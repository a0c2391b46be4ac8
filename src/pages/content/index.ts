import { lazyPages } from '../../shared/lazyPages';
import type { PageViews } from '../../shared/pageViews';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages(['content', 'messages']);

const news = () => import('./NewsResource');
const partners = () => import('./PartnersResource');
const team = () => import('./TeamResource');
const banners = () => import('./BannersResource');
const corporateImages = () => import('./CorporateImagesResource');
const globals = () => import('./GlobalsResource');
const messages = () => import('./MessagesResource');

/** The list, edit and create pages of one category resource (CategoryResource.tsx), titled by its menu label. */
function categoryViews(title: string) {
  const view = (name: 'list' | 'edit' | 'create') => page(() => import('./CategoryResource').then((module) => module.categoryPages(title)), name);
  return { list: view('list'), edit: view('edit'), create: view('create') };
}

/**
 * The operator console's content resources, in the member area where the Admin role works; each is a
 * react-admin resource named by its segment (packages/core/src/rules/memberPages.ts), loaded when opened. Contact info is
 * one record with its own calls: its "list" is the edit form.
 */
export const contentViews = {
  'content-news': { resource: { list: page(news, 'NewsList'), edit: page(news, 'NewsEdit'), create: page(news, 'NewsCreate') } },
  'content-type-news': { resource: categoryViews('menu.contentTypeNews') },
  'content-partners': {
    resource: {
      list: page(partners, 'PartnersList'),
      edit: page(partners, 'PartnerEdit'),
      create: page(partners, 'PartnerCreate'),
    },
  },
  'content-type-partner': { resource: categoryViews('menu.contentTypePartner') },
  'content-our-teams': {
    resource: { list: page(team, 'TeamList'), edit: page(team, 'TeamEdit'), create: page(team, 'TeamCreate') },
  },
  'content-banners': {
    resource: { list: page(banners, 'BannersList'), edit: page(banners, 'BannerEdit'), create: page(banners, 'BannerCreate') },
  },
  'content-corporate-images': {
    resource: {
      list: page(corporateImages, 'CorporateImagesList'),
      edit: page(corporateImages, 'CorporateImageEdit'),
      create: page(corporateImages, 'CorporateImageCreate'),
    },
  },
  'content-globals': { resource: { list: page(globals, 'GlobalsList'), edit: page(globals, 'GlobalEdit') } },
  'content-contact-info': { resource: { list: page(() => import('./ContactInfoPage'), 'ContactInfoPage') } },
  'content-messages': { resource: { list: page(messages, 'MessagesList'), show: page(messages, 'MessageShow') } },
} satisfies PageViews;
