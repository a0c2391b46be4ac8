import type { Collection } from '@core/content/types';

/** What the operator console's routes need to know of each collection. */
export interface CollectionRules {
  /** Fields the console's search (filter.q) looks in. */
  searchFields: string[];
  /** The field that names a category of another collection (stored whole, with both titles). */
  category?: { field: string; from: Collection };
  /** The document's address, made from its English title when the operator gives none. */
  slug?: { from: string };
  /** What a document gets for an optional field it leaves out: the public pages draw these without checking. */
  defaults?: Record<string, unknown>;
}

export const COLLECTION_RULES: Record<Collection, CollectionRules> = {
  news: { searchFields: ['titleId', 'titleEn'], category: { field: 'type_news', from: 'type-news' }, slug: { from: 'titleEn' } },
  'type-news': { searchFields: ['titleId', 'titleEn'] },
  partners: {
    searchFields: ['partner_name'],
    category: { field: 'type_partner', from: 'type-partner' },
    defaults: { section: [], collaboration: { titleId: '', titleEn: '', descriptionId: '', descriptionEn: '', PartnerImage: [] } },
  },
  'type-partner': { searchFields: ['titleId', 'titleEn'] },
  'our-teams': { searchFields: ['name', 'role'], defaults: { social_media: [] } },
  banners: { searchFields: ['title'] },
  'corporate-images': { searchFields: ['name'] },
};

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}
