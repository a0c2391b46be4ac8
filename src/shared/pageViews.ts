import type { ResourceProps } from 'react-admin';
import type { MemberPageName } from '@core/rules/memberPages';
import type { LazyPage } from './lazyPages';

/**
 * What a page folder's index gives for a page of packages/core/src/rules/memberPages.ts: a custom page, loaded when first
 * opened, or a react-admin resource's props (`<Resource name={segment} {...resource} />`), its name being the segment.
 */
export type PageView = { component: LazyPage } | { resource: Omit<ResourceProps, 'name'> };

/** A page folder's views by page name (the folder's index.ts); src/pages/registry.tsx joins them to the core's list. */
export type PageViews = Partial<Record<MemberPageName, PageView>>;
