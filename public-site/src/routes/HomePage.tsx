import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { DefaultProgramResponse, ProgramListItem } from '@core/catalogue/contract';
import { byLocale } from '@core/content/localized';
import type { ConsultationBanner as Banner, HomeContent, HomeEntry, NewsItem } from '@core/content/types';
import type { PagedList } from '@core/content/contract';
import { faqPageData, organizationData } from '@core/site/structuredData';
import { Notice } from '../components/Notice';
import { Picture } from '../components/Picture';
import { HomeFindLinks } from '../components/HomeFindLinks';
import { ProgramList } from '../components/ProgramCard';
import { ConsultationBanner, DEFAULT_CONSULTATION } from '../content/ConsultationBanner';
import { HeroVideo } from '../content/HeroVideo';
import { loadOr } from '../content/contentLoad';
import { NewsCard } from '../content/NewsCard';
import { usePageHead } from '../hooks/usePageHead';
import { useLocale, useLocalizedPath, useT } from '../i18n/locale';
import { loadLatestVacancies, VACANCIES_PATH } from './jobs/jobLoaders';
import { VacancyList } from './jobs/VacancyCard';

/** SPEC 9: the home page's limited FAQ list shows at most 7. */
export const HOME_FAQS = 7;
const HOME_NEWS = 3;
const HOME_PROGRAMS = 4;

/** The programs the home shows: the recommended ones, topped up from the academy's (a visitor's first catalogue). */
function featuredPrograms(response: DefaultProgramResponse | null): ProgramListItem[] {
  if (!response) return [];
  const seen = new Set<number>();
  return [...response.recommended, ...response.bisaForAcademy]
    .filter((program) => !seen.has(program.id) && seen.add(program.id))
    .slice(0, HOME_PROGRAMS);
}

export async function homeLoader({ context }: LoaderFunctionArgs) {
  const [home, news, consultation, vacancies, programs] = await Promise.all([
    loadOr<HomeContent | null>(context, 'v2', '/api/globals/home', null),
    loadOr<NewsItem[]>(context, 'v2', `/news?limit=${HOME_NEWS}&page=1`, [], (body) => (body as PagedList<NewsItem>).data),
    loadOr<Banner>(context, 'main', '/contact/get-contact', DEFAULT_CONSULTATION, (body) => (body as { data: Banner }).data),
    // SPEC 1 and 7's job vacancy teaser: the 4 latest; without them the section is left out.
    loadLatestVacancies(context),
    loadOr<DefaultProgramResponse | null>(
      context,
      'main',
      '/public-site/get-default-program',
      null,
      (body) => (body as { data: DefaultProgramResponse }).data,
    ),
  ]);
  return {
    home: home.value,
    news: news.value,
    consultation: consultation.value,
    vacancies: vacancies.value,
    programs: featuredPrograms(programs.value),
    now: Date.now(),
    failed: home.failed || news.failed || consultation.failed,
  };
}

/**
 * SPEC 1 and 3's home: the promise with its two actions first (with the banner video beside them, never above), then
 * reach, why us, services, popular programs, impact, alumni, special programs, testimonials, partners, FAQs, vacancies
 * and news. The Organization and FAQ page JSON-LD go with it.
 */
export function HomePage() {
  const { home, news, consultation, vacancies, programs, now, failed } = useLoaderData<typeof homeLoader>();
  const t = useT();
  const locale = useLocale();
  const to = useLocalizedPath();
  const tr = (id: string, en: string) => byLocale(locale, id, en);
  const faqs = home?.faqs.slice(0, HOME_FAQS) ?? [];
  const structuredData = [
    organizationData({ name: t('common.appName'), description: t('home.tagline') }),
    ...(faqs.length > 0
      ? [faqPageData(faqs.map((faq) => ({ question: tr(faq.questionId, faq.questionEn), answer: tr(faq.answerId, faq.answerEn) })))]
      : []),
  ];
  usePageHead(t('home.title'), t('home.tagline'), structuredData, home ? { preloadImage: home.banner.poster.url } : undefined);
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="page-title">
        <div className="home-hero-text">
          <p className="home-eyebrow">{t('siteLook.heroEyebrow')}</p>
          <h1 id="page-title">{home ? tr(home.banner.headingId, home.banner.headingEn) : t('common.appName')}</h1>
          <p className="lead">{home ? tr(home.banner.subheadingId, home.banner.subheadingEn) : t('home.tagline')}</p>
          <div className="actions home-actions">
            <Link className="button button-primary button-large" to={to('/program')}>
              {t('siteLook.explorePrograms')}
            </Link>
            <Link className="button button-secondary button-large" to={to('/register')}>
              {t('siteLook.registerFree')}
            </Link>
          </div>
          <p className="home-trust">{t('siteLook.heroTrust')}</p>
        </div>
        {home && (
          <div className="home-hero-media">
            {home.banner.video.url ? (
              <HeroVideo src={home.banner.video.url} poster={home.banner.poster.url} />
            ) : (
              <Picture
                className="home-video"
                src={home.banner.poster.url}
                width={1280}
                height={720}
                sizes="(min-width: 1024px) 50vw, 100vw"
                priority
              />
            )}
          </div>
        )}
      </section>
      {failed && <Notice tone="error">{t('content.loadFailed')}</Notice>}
      <HomeFindLinks />
      {home && <StatBand id="home-coverage" title={t('content.home.coverage')} entries={home.coverages} />}
      {home && <EntrySection id="home-usp" title={t('content.home.usp')} entries={home.usp} variant="icon" />}
      {home && <EntrySection id="home-service" title={t('content.home.service')} entries={home.service} variant="picture" />}
      {programs.length > 0 && (
        <section className="home-section" aria-labelledby="home-featured">
          <div className="section-heading">
            <h2 id="home-featured">{t('siteLook.featuredPrograms')}</h2>
            <Link to={to('/program')}>{t('siteLook.allPrograms')}</Link>
          </div>
          <ProgramList programs={programs} label={t('siteLook.featuredPrograms')} />
        </section>
      )}
      {home && (
        <>
          <StatBand id="home-impact" title={t('content.home.impact')} entries={home.impact} />
          <EntrySection id="home-alumni" title={t('content.home.alumni')} entries={home.alumni} variant="person" />
          <EntrySection
            id="home-programs"
            title={t('content.home.programs')}
            entries={[home.karyaBisa, { ...home.perempuanBisa, id: 2 }]}
            variant="picture"
          />
          <section className="home-section" aria-labelledby="home-testimonial">
            <h2 id="home-testimonial">{t('content.home.testimonial')}</h2>
            <div className="card-grid">
              {home.testimonial.map((item) => (
                <figure key={item.id} className="testimonial">
                  <blockquote>{tr(item.titleId, item.titleEn)}</blockquote>
                  <figcaption>
                    {item.image && <Picture className="testimonial-avatar" src={item.image.url} width={56} height={56} sizes="56px" />}
                    <span>
                      <strong>{item.name}</strong>
                      <br />
                      {tr(item.descriptionId, item.descriptionEn)}
                    </span>
                  </figcaption>
                </figure>
              ))}
            </div>
          </section>
          <section className="home-section" aria-labelledby="home-partners">
            <h2 id="home-partners">{tr(home.partners.titleId, home.partners.titleEn)}</h2>
            <ul className="logo-grid">
              {home.partners.globalPartnerImages.map((logo) => (
                <li key={logo.image.url}>
                  <Picture src={logo.image.url} width={600} height={300} sizes="(min-width: 1024px) 12rem, 45vw" />
                </li>
              ))}
            </ul>
          </section>
          <section className="home-section" aria-labelledby="home-faq">
            <h2 id="home-faq">{t('content.home.faq')}</h2>
            <div className="faq-list">
              {faqs.map((faq) => (
                <details key={faq.id} className="faq">
                  <summary>{tr(faq.questionId, faq.questionEn)}</summary>
                  <p>{tr(faq.answerId, faq.answerEn)}</p>
                </details>
              ))}
            </div>
          </section>
        </>
      )}
      {vacancies.length > 0 && (
        <section className="home-section" aria-labelledby="home-vacancies">
          <div className="section-heading">
            <h2 id="home-vacancies">{t('jobPages.teaserTitle')}</h2>
            <Link to={to(VACANCIES_PATH)}>{t('jobPages.allVacancies')}</Link>
          </div>
          <VacancyList vacancies={vacancies} label={t('jobPages.latestTitle')} />
        </section>
      )}
      {news.length > 0 && (
        <section className="home-section" aria-labelledby="home-news">
          <div className="section-heading">
            <h2 id="home-news">{t('content.home.news')}</h2>
            <Link to={to('/news')}>{t('content.home.allNews')}</Link>
          </div>
          <div className="card-grid">
            {news.map((item) => (
              <NewsCard key={item.id} item={item} now={now} />
            ))}
          </div>
        </section>
      )}
      <ConsultationBanner banner={consultation} />
    </div>
  );
}

/** Reach and impact: big numbers in a band, each with what it counts. */
function StatBand({ id, title, entries }: { id: string; title: string; entries: HomeEntry[] }) {
  const locale = useLocale();
  return (
    <section className="home-section stat-band" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="stat-band-list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <p className="entry-number">{entry.number}</p>
            <h3>{byLocale(locale, entry.titleId, entry.titleEn)}</h3>
            <p>{byLocale(locale, entry.descriptionId, entry.descriptionEn)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const ENTRY_PICTURE = {
  icon: { width: 400, height: 400, sizes: '4rem' },
  picture: { width: 600, height: 400, sizes: '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw' },
  person: { width: 400, height: 400, sizes: '6rem' },
} as const;

/** Cards with a picture each: an icon (why us), a scene (services, special programs) or a portrait (alumni). */
function EntrySection({ id, title, entries, variant }: { id: string; title: string; entries: HomeEntry[]; variant: keyof typeof ENTRY_PICTURE }) {
  const locale = useLocale();
  const picture = ENTRY_PICTURE[variant];
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={`card-grid entry-list entry-list-${variant}`}>
        {entries.map((entry) => (
          <li key={entry.id} className="entry-card">
            {entry.image && (
              <Picture className="entry-picture" src={entry.image.url} width={picture.width} height={picture.height} sizes={picture.sizes} />
            )}
            <div className="entry-body">
              <h3>{byLocale(locale, entry.titleId, entry.titleEn)}</h3>
              <p>{byLocale(locale, entry.descriptionId, entry.descriptionEn)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
