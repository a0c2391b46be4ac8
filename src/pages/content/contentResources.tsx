import { Resource } from 'react-admin';
import type { Area } from '../../core';
import { MessageShow, MessagesList } from './MessagesResource';
import { NewsCreate, NewsEdit, NewsList } from './NewsResource';

/**
 * The operator console's content resources (issue 5), in the member area where the Admin role works. Each name is
 * both the gateway's route (/api/main/content-news) and the Admin menu's segment, so canAccess reads it like any
 * menu page. The categories are a resource without pages: the news form's category list reads it.
 */
export const CONTENT_RESOURCE_SEGMENTS: readonly string[] = ['content-news', 'content-messages'];

export function contentResources(area: Area) {
  if (area !== 'member') return null;
  return [
    <Resource key="content-news" name="content-news" list={NewsList} edit={NewsEdit} create={NewsCreate} />,
    <Resource key="content-messages" name="content-messages" list={MessagesList} show={MessageShow} />,
    <Resource key="content-type-news" name="content-type-news" />,
  ];
}
