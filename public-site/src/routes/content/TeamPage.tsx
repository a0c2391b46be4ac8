import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { TeamMember } from '@core/content/types';
import type { Docs } from '@core/content/contract';
import { Notice } from '../../components/Notice';
import { loadOr } from '../../content/contentLoad';
import { usePageHead } from '../../hooks/usePageHead';
import { useBreadcrumbData } from '../../hooks/useBreadcrumbData';
import { useT } from '../../i18n/locale';

const TEAM_LIMIT = 50;

export async function teamLoader({ context }: LoaderFunctionArgs) {
  const team = await loadOr<TeamMember[]>(context, 'v2', `/api/our-teams?limit=${TEAM_LIMIT}`, [], (body) => (body as Docs<TeamMember>).docs);
  return { team: team.value, failed: team.failed };
}

/** SPEC 2's team members: photo, name, role and social links. */
export function TeamPage() {
  const { team, failed } = useLoaderData<typeof teamLoader>();
  const t = useT();
  usePageHead(t('content.team.title'), t('content.team.description'), useBreadcrumbData([{ name: t('content.team.title') }]));
  return (
    <div className="content-page team-page">
      <h1 id="page-title">{t('content.team.title')}</h1>
      {failed && <Notice tone="error">{t('content.loadFailed')}</Notice>}
      {team.length === 0 ? (
        <p className="empty">{t('content.dataNotFound')}</p>
      ) : (
        <ul className="card-grid team-list">
          {team.map((member) => (
            <li key={member.id} className="team-card">
              <img src={member.image.url} alt="" width={200} height={200} loading="lazy" decoding="async" />
              <h2 className="team-name">{member.name}</h2>
              <p>{member.role}</p>
              <ul className="social-links">
                {member.social_media.map((social) => (
                  <li key={social.id}>
                    <a href={social.url} rel="noopener noreferrer" target="_blank" aria-label={`${social.name}: ${member.name}`}>
                      <img src={social.icons.url} alt="" width={24} height={24} />
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
