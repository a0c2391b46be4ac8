import type { EmploymentType } from './search';
import type { VacancyView } from './contract';

/**
 * schema.org JobPosting (https://schema.org/JobPosting, as Google's job search reads it) of a public vacancy, for the
 * vacancy page's JSON-LD. Pure: the page serializes it (escaped) into its head.
 */

/**
 * Our employment types as schema.org's employmentType values. 'contract' is Indonesia's fixed-term employment
 * (PKWT, "kontrak"): TEMPORARY; a freelancer works for fees: CONTRACTOR.
 */
export const SCHEMA_EMPLOYMENT_TYPES: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'TEMPORARY',
  internship: 'INTERN',
  freelance: 'CONTRACTOR',
};

/** The vacancy's JobPosting; `url` is the vacancy page's absolute address. */
export function jobPostingJsonLd(vacancy: VacancyView, url: string): Record<string, unknown> {
  const description = [vacancy.description, vacancy.requirements].filter((text) => text.trim()).join('\n\n') || vacancy.title;
  const address: Record<string, string> = { '@type': 'PostalAddress', addressCountry: 'ID' };
  if (vacancy.province) address.addressRegion = vacancy.province.name;
  if (vacancy.regency) address.addressLocality = vacancy.regency.name;
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description,
    datePosted: vacancy.publishedAt ?? vacancy.createdAt,
    employmentType: SCHEMA_EMPLOYMENT_TYPES[vacancy.employmentType],
    hiringOrganization: {
      '@type': 'Organization',
      name: vacancy.company.name,
      // The logo is a path on this site (/uploads/...); search engines want an absolute address.
      ...(vacancy.company.logoUrl ? { logo: new URL(vacancy.company.logoUrl, url).href } : {}),
    },
    identifier: { '@type': 'PropertyValue', name: vacancy.company.name, value: vacancy.id },
    url,
    jobLocation: { '@type': 'Place', address },
  };
  if (vacancy.closesAt) posting.validThrough = vacancy.closesAt;
  if (vacancy.workMode === 'remote') {
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = { '@type': 'Country', name: 'Indonesia' };
  }
  if (vacancy.quota > 0) posting.totalJobOpenings = vacancy.quota;
  const salary = vacancy.salary;
  if (salary && (salary.min !== null || salary.max !== null)) {
    const value: Record<string, unknown> = { '@type': 'QuantitativeValue', unitText: 'MONTH' };
    if (salary.min !== null && salary.max !== null && salary.min !== salary.max) {
      value.minValue = salary.min;
      value.maxValue = salary.max;
    } else {
      value.value = salary.min ?? salary.max;
    }
    posting.baseSalary = { '@type': 'MonetaryAmount', currency: 'IDR', value };
  }
  return posting;
}
