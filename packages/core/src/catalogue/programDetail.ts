import type { ProgramDetail, SyllabusModule } from './contract';

/**
 * Pure parts of the public program detail: what the page shows of a reviewer, the price box and the
 * syllabus' times, and the program's schema.org Course for search engines.
 */

/** A reviewer appears by first name only: the first word of the full name. */
export function firstName(fullname: string): string {
  return fullname.trim().split(/\s+/)[0] ?? '';
}

export interface PriceView {
  /** The list price and the amount saved, only when there is a discount: otherwise the price is said once. */
  listPrice?: number;
  saved?: number;
  /** What the learner pays. */
  pays: number;
}

export function priceView({ price, discount, total }: Pick<ProgramDetail, 'price' | 'discount' | 'total'>): PriceView {
  if (discount <= 0 || price <= 0) return { pays: total };
  return { listPrice: price, saved: discount, pays: total };
}

/** Minutes of every activity of a module, or of the whole syllabus. */
export function moduleMinutes(module: SyllabusModule): number {
  return module.activities.reduce((sum, activity) => sum + activity.durationMinutes, 0);
}

export function syllabusMinutes(syllabus: SyllabusModule[]): number {
  return syllabus.reduce((sum, module) => sum + moduleMinutes(module), 0);
}

/** Hours and minutes of a duration, for the catalogue's "2 h 30 min". */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/**
 * schema.org Course (https://schema.org/Course, as Google's course list reads it): name, description and provider,
 * with the offer in rupiah, the classes as course instances and the rating when learners gave one.
 */
export function courseJsonLd(program: ProgramDetail, url: string, siteName: string): Record<string, unknown> {
  const course: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: program.title,
    description: program.description || program.title,
    url,
    provider: { '@type': 'Organization', name: program.provider ?? siteName },
    offers: { '@type': 'Offer', category: 'Paid', price: program.total, priceCurrency: 'IDR' },
  };
  if (program.schedule.length) {
    course.hasCourseInstance = program.schedule.map((item) => ({
      '@type': 'CourseInstance',
      name: item.name,
      startDate: item.startsOn,
      endDate: item.endsOn,
      courseMode: 'Blended',
    }));
  }
  if (program.reviews.average !== null) {
    course.aggregateRating = { '@type': 'AggregateRating', ratingValue: program.reviews.average, ratingCount: program.reviews.count, bestRating: 5 };
  }
  return course;
}
