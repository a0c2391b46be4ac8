import { localizePath, type Locale } from '../i18n/locales';

/**
 * SPEC 2's member header search: Job Seekers search the job vacancies (/program/bisa-talent/job-vacancy?keyword=),
 * everyone else the public site (/search?key=). Both are public-site pages, in the page's language.
 */
export function memberSearchUrl(role: string | null | undefined, keyword: string, locale: Locale): string {
  const query = (name: string) => `?${new URLSearchParams({ [name]: keyword }).toString()}`;
  return role === 'Job Seeker'
    ? `${localizePath('/program/bisa-talent/job-vacancy', locale)}${query('keyword')}`
    : `${localizePath('/search', locale)}${query('key')}`;
}
