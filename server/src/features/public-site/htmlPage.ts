import { API_KEY_PLACEHOLDER } from '@core/config/apiKey';
import type { Locale } from '@core/i18n/locales';
import { serializeSiteData, SITE_DATA_ELEMENT_ID, type SiteData } from '@core/site/rendering';

/** Where public-site/index.html takes the rendered parts (the Vite build keeps these comments). */
const MARKERS = { head: '<!--app-head-->', html: '<!--app-html-->', data: '<!--app-data-->' } as const;
const TEMPLATE_LANG = '<html lang="id">';

/** A template from before server rendering has no place for the markup: such a build has to be redone. */
export function isRenderTemplate(template: string): boolean {
  return Object.values(MARKERS).every((marker) => template.includes(marker)) && template.includes(TEMPLATE_LANG);
}

export interface PageParts {
  lang: Locale;
  head: string;
  html: string;
  /** Absent when the page could not be rendered: the browser then renders it from scratch instead of hydrating. */
  siteData?: SiteData;
  apiKey: string;
}

/** The template with the page's parts; replacer functions, so a '$&' in the content stays literal text. */
export function fillTemplate(template: string, { lang, head, html, siteData, apiKey }: PageParts): string {
  const data = siteData ? `<script id="${SITE_DATA_ELEMENT_ID}" type="application/json">${serializeSiteData(siteData)}</script>` : '';
  return template
    .replaceAll(API_KEY_PLACEHOLDER, () => apiKey)
    .replace(TEMPLATE_LANG, () => `<html lang="${lang}">`)
    .replace(MARKERS.head, () => head)
    .replace(MARKERS.html, () => html)
    .replace(MARKERS.data, () => data);
}
