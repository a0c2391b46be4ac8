import { lazy } from 'react';
import { lazyExport } from '../../shared/lazyExport';
import type { PageViews } from '../../shared/pageViews';

const news = () => import('./NewsResource');
const partners = () => import('./PartnersResource');
const team = () => import('./TeamResource');
const banners = () => import('./BannersResource');
const corporateImages = () => import('./CorporateImagesResource');
const globals = () => import('./GlobalsResource');
const messages = () => import('./MessagesResource');

/** The list, edit and create pages of one category resource (CategoryResource.tsx), titled by its menu label. */
function categoryViews(title: string) {
  const page = (name: 'list' | 'edit' | 'create') =>
    lazy(() => import('./CategoryResource').then((module) => ({ default: module.categoryPages(title)[name] })));
  return { list: page('list'), edit: page('edit'), create: page('create') };
}

/**
 * The operator console's content resources, in the member area where the Admin role works; each is a
 * react-admin resource named by its segment (src/core/rules/memberPages.ts), loaded when opened. Contact info is
 * one record with its own calls: its "list" is the edit form.
 */
export const contentViews = {
  'content-news': { resource: { list: lazyExport(news, 'NewsList'), edit: lazyExport(news, 'NewsEdit'), create: lazyExport(news, 'NewsCreate') } },
  'content-type-news': { resource: categoryViews('menu.contentTypeNews') },
  'content-partners': {
    resource: {
      list: lazyExport(partners, 'PartnersList'),
      edit: lazyExport(partners, 'PartnerEdit'),
      create: lazyExport(partners, 'PartnerCreate'),
    },
  },
  'content-type-partner': { resource: categoryViews('menu.contentTypePartner') },
  'content-our-teams': {
    resource: { list: lazyExport(team, 'TeamList'), edit: lazyExport(team, 'TeamEdit'), create: lazyExport(team, 'TeamCreate') },
  },
  'content-banners': {
    resource: { list: lazyExport(banners, 'BannersList'), edit: lazyExport(banners, 'BannerEdit'), create: lazyExport(banners, 'BannerCreate') },
  },
  'content-corporate-images': {
    resource: {
      list: lazyExport(corporateImages, 'CorporateImagesList'),
      edit: lazyExport(corporateImages, 'CorporateImageEdit'),
      create: lazyExport(corporateImages, 'CorporateImageCreate'),
    },
  },
  'content-globals': { resource: { list: lazyExport(globals, 'GlobalsList'), edit: lazyExport(globals, 'GlobalEdit') } },
  'content-contact-info': { resource: { list: lazyExport(() => import('./ContactInfoPage'), 'ContactInfoPage') } },
  'content-messages': { resource: { list: lazyExport(messages, 'MessagesList'), show: lazyExport(messages, 'MessageShow') } },
} satisfies PageViews;
