import type { PageViews } from '../../shared/pageViews';
import { BannerCreate, BannerEdit, BannersList } from './BannersResource';
import { categoryPages } from './CategoryResource';
import { ContactInfoPage } from './ContactInfoPage';
import { CorporateImageCreate, CorporateImageEdit, CorporateImagesList } from './CorporateImagesResource';
import { GlobalEdit, GlobalsList } from './GlobalsResource';
import { MessageShow, MessagesList } from './MessagesResource';
import { NewsCreate, NewsEdit, NewsList } from './NewsResource';
import { PartnerCreate, PartnerEdit, PartnersList } from './PartnersResource';
import { TeamCreate, TeamEdit, TeamList } from './TeamResource';

/**
 * The operator console's content resources (issue 5), in the member area where the Admin role works; each is a
 * react-admin resource named by its segment (src/core/rules/memberPages.ts). Contact info is one record with its
 * own calls: its "list" is the edit form.
 */
export const contentViews = {
  'content-news': { resource: { list: NewsList, edit: NewsEdit, create: NewsCreate } },
  'content-type-news': { resource: categoryPages('menu.contentTypeNews') },
  'content-partners': { resource: { list: PartnersList, edit: PartnerEdit, create: PartnerCreate } },
  'content-type-partner': { resource: categoryPages('menu.contentTypePartner') },
  'content-our-teams': { resource: { list: TeamList, edit: TeamEdit, create: TeamCreate } },
  'content-banners': { resource: { list: BannersList, edit: BannerEdit, create: BannerCreate } },
  'content-corporate-images': { resource: { list: CorporateImagesList, edit: CorporateImageEdit, create: CorporateImageCreate } },
  'content-globals': { resource: { list: GlobalsList, edit: GlobalEdit } },
  'content-contact-info': { resource: { list: ContactInfoPage } },
  'content-messages': { resource: { list: MessagesList, show: MessageShow } },
} satisfies PageViews;
