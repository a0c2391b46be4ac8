import { useEffect, useId, useRef, useState } from 'react';
import { chooseCategory, chooseGroup, chooseKind, EMPTY_DRILL_DOWN, visibleLevels } from '@core/catalogue/drillDown';
import type { ListProgramResponse, LookupItem, ProgramListItem } from '@core/catalogue/contract';
import type { Envelope } from '@core/gateway/families';
import { PROGRAM_GROUP } from '@core/rules/programs';
import { GROUP_KINDS, isProgramKind, KIND_LABEL_KEY, subProgramOf } from '@core/rules/programLinks';
import { browserClient } from '../client';
import { useT } from '../i18n/locale';
import { ProgramList } from './ProgramCard';

const GROUP_SLUG = { [PROGRAM_GROUP.academy]: 'bisa-academy', [PROGRAM_GROUP.business]: 'bisa-for-business' } as const;

/**
 * SPEC 2's mobile program browser: category group, competency category, package type, then the programs (page 1,
 * size 100). Each choice loads the next level; changing a higher one clears the lower ones (packages/core/src/catalogue/drillDown.ts).
 */
export function ProgramBrowser() {
  const t = useT();
  const id = useId();
  const [state, setState] = useState(EMPTY_DRILL_DOWN);
  const groupSelect = useRef<HTMLSelectElement>(null);
  // Each answer is kept with the request it answers, so a level shows nothing stale while the next one loads.
  const [categories, setCategories] = useState<{ group: number; items: LookupItem[] } | null>(null);
  const [programs, setPrograms] = useState<{ query: string; items: ProgramListItem[] } | null>(null);
  const levels = visibleLevels(state);
  const programQuery =
    state.group === null || state.categoryId === null || state.kind === null
      ? null
      : `groupProgram=${state.group}&subProgramId=${subProgramOf(state.kind)}&categoryId=${state.categoryId}&pageIndex=1&pageSize=100`;

  // The browser is an island: a group chosen in the server's HTML before React listened is taken over on hydration
  // (on a slow phone the first choice would otherwise show in the select and do nothing).
  useEffect(() => {
    const chosen = groupSelect.current?.value;
    if (chosen) setState((current) => (current.group === null ? chooseGroup(current, Number(chosen)) : current));
  }, []);

  useEffect(() => {
    const group = state.group;
    if (group === null) return;
    let current = true;
    browserClient()
      .gateway.md.get<Envelope<{ items: LookupItem[] }>>(`/competency/category/lookup?groupProgram=${group}`)
      .then((response) => current && setCategories({ group, items: response.data.items }))
      // SPEC 8: a category load failure is only logged.
      .catch((error: unknown) => console.error('Category load failed', error));
    return () => {
      current = false;
    };
  }, [state.group]);

  useEffect(() => {
    if (programQuery === null) return;
    let current = true;
    browserClient()
      .gateway.main.get<Envelope<ListProgramResponse>>(`/public-site/get-list-program?${programQuery}`)
      .then((response) => current && setPrograms({ query: programQuery, items: response.data.listProgram.items }))
      .catch((error: unknown) => console.error('Program load failed', error));
    return () => {
      current = false;
    };
  }, [programQuery]);

  const categoryItems = categories && categories.group === state.group ? categories.items : [];
  const programItems = programs && programs.query === programQuery ? programs.items : null;

  const number = (value: string) => (value === '' ? null : Number(value));
  const groupKinds = state.group === null ? [] : GROUP_KINDS[GROUP_SLUG[state.group as 1 | 2]];

  return (
    <section className="program-browser" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('catalogue.browserTitle')}</h2>
      <label htmlFor={`${id}-group`}>{t('catalogue.browserGroup')}</label>
      <select
        ref={groupSelect}
        id={`${id}-group`}
        value={state.group ?? ''}
        onChange={(event) => setState(chooseGroup(state, number(event.target.value)))}
      >
        <option value="">{t('catalogue.browserChoose')}</option>
        <option value={PROGRAM_GROUP.academy}>{t('catalogue.academyTitle')}</option>
        <option value={PROGRAM_GROUP.business}>{t('catalogue.businessTitle')}</option>
      </select>
      {levels >= 2 && (
        <>
          <label htmlFor={`${id}-category`}>{t('catalogue.browserCategory')}</label>
          <select
            id={`${id}-category`}
            value={state.categoryId ?? ''}
            onChange={(event) => setState(chooseCategory(state, number(event.target.value)))}
          >
            <option value="">{t('catalogue.browserChoose')}</option>
            {categoryItems.map((category) => (
              <option key={category.value} value={category.value}>
                {category.text}
              </option>
            ))}
          </select>
        </>
      )}
      {levels >= 3 && (
        <>
          <label htmlFor={`${id}-kind`}>{t('catalogue.browserKind')}</label>
          <select
            id={`${id}-kind`}
            value={state.kind ?? ''}
            onChange={(event) => setState(chooseKind(state, isProgramKind(event.target.value) ? event.target.value : null))}
          >
            <option value="">{t('catalogue.browserChoose')}</option>
            {groupKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(KIND_LABEL_KEY[kind])}
              </option>
            ))}
          </select>
        </>
      )}
      {levels >= 4 && programItems && <ProgramList programs={programItems} label={t('catalogue.browserTitle')} />}
    </section>
  );
}
