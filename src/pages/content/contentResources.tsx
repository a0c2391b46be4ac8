import { Resource } from 'react-admin';
import type { Area } from '../../core';
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
 * The operator console's content resources (issue 5), in the member area where the Admin role works; their names
 * are CONTENT_RESOURCE_SEGMENTS (src/core/rules/menus.ts). Contact info is one record with its own calls: its "list"
 * is the edit form.
 */
export function contentResources(area: Area) {
  if (area !== 'member') return null;
  return [
    <Resource key="content-news" name="content-news" list={NewsList} edit={NewsEdit} create={NewsCreate} />,
    <Resource key="content-type-news" name="content-type-news" {...categoryPages('menu.contentTypeNews')} />,
    <Resource key="content-partners" name="content-partners" list={PartnersList} edit={PartnerEdit} create={PartnerCreate} />,
    <Resource key="content-type-partner" name="content-type-partner" {...categoryPages('menu.contentTypePartner')} />,
    <Resource key="content-our-teams" name="content-our-teams" list={TeamList} edit={TeamEdit} create={TeamCreate} />,
    <Resource key="content-banners" name="content-banners" list={BannersList} edit={BannerEdit} create={BannerCreate} />,
    <Resource key="content-corporate-images" name="content-corporate-images" list={CorporateImagesList} edit={CorporateImageEdit} create={CorporateImageCreate} />,
    <Resource key="content-globals" name="content-globals" list={GlobalsList} edit={GlobalEdit} />,
    <Resource key="content-contact-info" name="content-contact-info" list={ContactInfoPage} />,
    <Resource key="content-messages" name="content-messages" list={MessagesList} show={MessageShow} />,
  ];
}
