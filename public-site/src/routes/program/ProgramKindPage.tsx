import { useLoaderData } from 'react-router';
import { KIND_LABEL_KEY } from '@core/rules/programLinks';
import { ProgramList } from '../../components/ProgramCard';
import { usePageHead } from '../../hooks/usePageHead';
import { useT } from '../../i18n/locale';
import type { KindList } from './programLoaders';

/** A kind's whole list (/program/bisa-academy/course ...), or every business program (/program/bisa-for-business/all). */
export function ProgramKindPage() {
  const t = useT();
  const { kind, items } = useLoaderData<KindList>();
  const title = kind ? t(KIND_LABEL_KEY[kind]) : t('catalogue.allBusiness');
  usePageHead(title, t('catalogue.kindDescription', { kind: title }));
  return (
    <div className="catalogue-page">
      <h1 id="page-title">{title}</h1>
      <ProgramList programs={items} label={title} />
    </div>
  );
}
