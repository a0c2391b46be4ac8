/// <reference types="vite/client" />
import { Stack } from '@mui/material';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator, type Localizer } from '@rjsf/validator-ajv8';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { FORM_AJV_OPTIONS, formLocalizer, type FormDefinition, type JsonObject } from '@core/forms';
import { translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { FormPartSection } from '../../src/pages/forms/FormPartSection';
import type { InstanceView } from '../../src/pages/forms/formsApi';
import { INDONESIAN } from '../public-site/sampleSiteData';
import { MemberStoryFrame } from '../member/MemberStoryFrame';

/**
 * What every form's stories share (stories/forms/generated/*.stories.tsx, one file per schema written by
 * scripts/generate-form-stories.mjs before Storybook starts or builds, so a schema added to schemas/forms gets its
 * stories by itself).
 */
const files = import.meta.glob<FormDefinition>('../../schemas/forms/*.json', { eager: true, import: 'default' });
const FORMS = new Map(Object.values(files).map((definition) => [definition.code, definition]));

type State = 'empty' | 'partly filled' | 'invalid';
export type FormStoryArgs = { form: string; state: State };

/** The parts as their own rjsf forms, the way the instance page shows them: the header, then each part. */
const sectionsOf = (definition: FormDefinition) => [
  ...(definition.contextFilled ?? []).map((key) => ({ key, title: { id: 'Informasi Umum', en: 'General information' } })),
  ...definition.parts,
];

/** Half of each part's fields from the example; the invalid state drops every part's required fields instead. */
function dataFor(definition: FormDefinition, state: State): JsonObject {
  if (state === 'empty') return {};
  const properties = definition.schema.properties as Record<string, RJSFSchema>;
  return Object.fromEntries(
    Object.entries(definition.example).map(([key, value]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return [key, value];
      const entries = Object.entries(value);
      const required = properties[key]?.required ?? [];
      const kept = state === 'invalid' ? entries.filter(([field]) => !required.includes(field)) : entries.slice(0, Math.ceil(entries.length / 2));
      return [key, Object.fromEntries(kept)];
    }),
  );
}

/**
 * Storybook has no Content-Security-Policy, so the stories validate with ajv at run time, with the same options
 * and messages as the precompiled validators of the member app (tests/unit/precompiledFormValidators.test.ts): one
 * validator per part, whose schema is the root of its errors' paths, as in src/pages/forms/partValidator.ts.
 */
function partValidators(definition: FormDefinition, locale: Locale) {
  const properties = definition.schema.properties as Record<string, JsonObject>;
  return new Map(
    sectionsOf(definition).map((part) => [
      part.key,
      customizeValidator(
        { ajvOptionsOverrides: FORM_AJV_OPTIONS },
        formLocalizer(locale, { schema: properties[part.key] ?? {}, en: definition.en }, (key, params) =>
          translate(locale, key, params),
        ) as Localizer,
      ),
    ]),
  );
}

function FormStory({ form, state, locale }: FormStoryArgs & { locale: Locale }) {
  const definition = FORMS.get(form);
  if (!definition) throw new Error(`no schema in schemas/forms has the code ${form}`);
  const validators = useMemo(() => partValidators(definition, locale), [definition, locale]);
  const instance = useMemo<InstanceView>(
    () => ({
      id: 'story',
      form: definition.code,
      slug: definition.slug,
      version: 1,
      status: 'draft',
      data: dataFor(definition, state),
      submittedParts: {},
      signatures: [],
      requiredSignatures: [],
      myParts: definition.parts.map((part) => part.key),
      box: 'draft',
    }),
    [definition, state],
  );
  return (
    <Stack spacing={2} component="article" className="form-print" aria-label={`${definition.code} ${definition.title[locale]}`}>
      {sectionsOf(definition).map((part) => (
        <FormPartSection
          key={`${definition.code}-${part.key}-${state}-${locale}`}
          definition={definition}
          part={part}
          instance={instance}
          locale={locale}
          editable={'role' in part}
          validator={validators.get(part.key)!}
          onSave={async () => undefined}
          onSubmit={async () => undefined}
        />
      ))}
    </Stack>
  );
}

/** A form's stories: its code is fixed, the state is a control, the language the toolbar's. */
export function formMeta(form: string): Meta<FormStoryArgs> {
  return {
    argTypes: { state: { control: 'inline-radio', options: ['empty', 'partly filled', 'invalid'] }, form: { control: false } },
    args: { form, state: 'empty' },
    globals: INDONESIAN,
    render: (args, { globals }) => {
      const locale: Locale = globals.locale === 'en' ? 'en' : 'id';
      return (
        <MemberStoryFrame role="Assessor" locale={locale}>
          <FormStory {...args} locale={locale} />
        </MemberStoryFrame>
      );
    },
  };
}

/** Sends every part, so each shows its errors beside its fields as it would before reaching the gateway. */
export const submitEveryPart: StoryObj<FormStoryArgs>['play'] = async ({ canvasElement }) => {
  // The member frame renders its content once react-admin's providers are ready.
  for (let tries = 0; tries < 50 && !canvasElement.querySelector('button[type="submit"]'); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  for (const button of canvasElement.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) button.click();
};
