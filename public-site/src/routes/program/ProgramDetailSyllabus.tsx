import type { MessageParams } from '@core/i18n/catalog';
import type { SyllabusModule } from '@core/catalogue/contract';
import { moduleMinutes, splitMinutes, syllabusMinutes } from '@core/catalogue/programDetail';
import type { ActivityKind } from '@core/learning/courseDocument';
import { useT } from '../../i18n/locale';

/** "2 h 30 min", "2 h" or "45 min" in the page's language. */
function useDuration(): (total: number) => string {
  const t = useT();
  return (total) => {
    const { hours, minutes } = splitMinutes(total);
    const params: MessageParams = { hours, minutes };
    if (hours && minutes) return t('siteFind.detail.hoursMinutes', params);
    return hours ? t('siteFind.detail.hours', params) : t('siteFind.detail.minutes', params);
  };
}

/** What you will learn: the linked courses' modules and activities with their real minutes. */
export function ProgramDetailSyllabus({ syllabus, competency }: { syllabus: SyllabusModule[]; competency: string }) {
  const t = useT();
  const duration = useDuration();
  return (
    <section aria-labelledby="program-learn">
      <h2 id="program-learn">{t('siteFind.detail.learn')}</h2>
      {syllabus.length === 0 ? (
        <p>{t('siteFind.detail.noSyllabus', { competency })}</p>
      ) : (
        <>
          <p>{t('siteFind.detail.totalTime', { time: duration(syllabusMinutes(syllabus)) })}</p>
          <ol className="program-syllabus">
            {syllabus.map((module, index) => (
              <li key={`${index}-${module.title}`}>
                <h3>{module.title}</h3>
                <p className="program-syllabus-meta">
                  {t('siteFind.detail.moduleTime', { count: module.activities.length, time: duration(moduleMinutes(module)) })}
                </p>
                <ul>
                  {module.activities.map((activity, position) => (
                    <li key={`${position}-${activity.title}`}>
                      {activity.title}{' '}
                      <span className="program-syllabus-meta">
                        · {t(`siteFind.kinds.${activity.kind as ActivityKind}`)} · {duration(activity.durationMinutes)}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
