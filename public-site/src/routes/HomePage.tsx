import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { byLocale } from '@core/content/localized';
import type { ConsultationBanner as Banner, HomeContent, HomeEntry, NewsItem, PagedList } from '@core/content/types';
import { Notice } from '../components/Notice';
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

export async function homeLoader({ context }: LoaderFunctionArgs) {
  const [home, news, consultation, vacancies] = await Promise.all([
    loadOr<HomeContent | null>(context, 'v2', '/api/globals/home', null),
    loadOr<NewsItem[]>(context, 'v2', `/news?limit=${HOME_NEWS}&page=1`, [], (body) => (body as PagedList<NewsItem>).data),
    loadOr<Banner>(context, 'main', '/contact/get-contact', DEFAULT_CONSULTATION, (body) => (body as { data: Banner }).data),
    // SPEC 1 and 7's job vacancy teaser: the 4 latest; without them the section is left out.
    loadLatestVacancies(context),
  ]);
  return {
    home: home.value,
    news: news.value,
    consultation: consultation.value,
    vacancies: vacancies.value,
    now: Date.now(),
    failed: home.failed || news.failed || consultation.failed,
  };
}

/** SPEC 1 and 3's home: banner video, reach, why us, impact, services, alumni, programs, testimonials, partners, FAQs, news. */
export function HomePage() {
  const { home, news, consultation, vacancies, now, failed } = useLoaderData<typeof homeLoader>();
  const t = useT();
  const locale = useLocale();
  const to = useLocalizedPath();
  usePageHead(t('home.title'), t('home.tagline'));
  const tr = (id: string, en: string) => byLocale(locale, id, en);
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="page-title">
        {home &&
          (home.banner.video.url ? (
            <HeroVideo src={home.banner.video.url} poster={home.banner.poster.url} />
          ) : (
            <img className="home-video" src={home.banner.poster.url} alt="" width={1280} height={720} fetchPriority="high" />
          ))}
        <div className="home-hero-text">
          <h1 id="page-title">{home ? tr(home.banner.headingId, home.banner.headingEn) : t('common.appName')}</h1>
          <p className="lead">{home ? tr(home.banner.subheadingId, home.banner.subheadingEn) : t('home.tagline')}</p>
          <div className="actions">
            <Link className="button button-primary" to={to('/login')}>
              {t('auth.loginLink')}
            </Link>
            <Link className="button button-secondary" to={to('/register')}>
              {t('auth.registerLink')}
            </Link>
          </div>
        </div>
      </section>
      {failed && <Notice tone="error">{t('content.loadFailed')}</Notice>}
      {home && (
        <>
          <EntrySection id="home-coverage" title={t('content.home.coverage')} entries={home.coverages} />
          <EntrySection id="home-usp" title={t('content.home.usp')} entries={home.usp} />
          <EntrySection id="home-impact" title={t('content.home.impact')} entries={home.impact} />
          <EntrySection id="home-service" title={t('content.home.service')} entries={home.service} />
          <EntrySection id="home-alumni" title={t('content.home.alumni')} entries={home.alumni} />
          <EntrySection id="home-programs" title={t('content.home.programs')} entries={[home.karyaBisa, { ...home.perempuanBisa, id: 2 }]} />
          <section className="home-section" aria-labelledby="home-testimonial">
            <h2 id="home-testimonial">{t('content.home.testimonial')}</h2>
            <div className="card-grid">
              {home.testimonial.map((item) => (
                <figure key={item.id} className="testimonial">
                  <blockquote>{tr(item.titleId, item.titleEn)}</blockquote>
                  <figcaption>
                    {item.name}, {tr(item.descriptionId, item.descriptionEn)}
                  </figcaption>
                </figure>
              ))}
            </div>
          </section>
          <section className="home-section" aria-labelledby="home-partners">
            <h2 id="home-partners">{tr(home.partners.titleId, home.partners.titleEn)}</h2>
            <ul className="logo-row">
              {home.partners.globalPartnerImages.map((logo) => (
                <li key={logo.image.url}>
                  <img src={logo.image.url} alt="" width={160} height={80} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          </section>
          <section className="home-section" aria-labelledby="home-faq">
            <h2 id="home-faq">{t('content.home.faq')}</h2>
            <div className="faq-list">
              {home.faqs.slice(0, HOME_FAQS).map((faq) => (
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
          <h2 id="home-vacancies">{t('jobPages.teaserTitle')}</h2>
          <VacancyList vacancies={vacancies} label={t('jobPages.latestTitle')} />
          <Link to={to(VACANCIES_PATH)}>{t('jobPages.allVacancies')}</Link>
        </section>
      )}
      {news.length > 0 && (
        <section className="home-section" aria-labelledby="home-news">
          <h2 id="home-news">{t('content.home.news')}</h2>
          <div className="card-grid">
            {news.map((item) => (
              <NewsCard key={item.id} item={item} now={now} />
            ))}
          </div>
          <Link to={to('/news')}>{t('content.home.allNews')}</Link>
        </section>
      )}
      <ConsultationBanner banner={consultation} />
    </div>
  );
}

function EntrySection({ id, title, entries }: { id: string; title: string; entries: HomeEntry[] }) {
  const locale = useLocale();
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="card-grid entry-list">
        {entries.map((entry) => (
          <li key={entry.id} className="entry-card">
            {entry.image && <img src={entry.image.url} alt="" width={300} height={200} loading="lazy" decoding="async" />}
            {entry.number && <p className="entry-number">{entry.number}</p>}
            <h3>{byLocale(locale, entry.titleId, entry.titleEn)}</h3>
            <p>{byLocale(locale, entry.descriptionId, entry.descriptionEn)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
