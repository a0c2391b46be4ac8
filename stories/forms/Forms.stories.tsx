/// <reference types="vite/client" />
import { Stack } from '@mui/material';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator, type Localizer } from '@rjsf/validator-ajv8';
import type { Meta, StoryObj } from '@storybook/react-vite';
import localizeEn from 'ajv-i18n/localize/en';
import localizeId from 'ajv-i18n/localize/id';
import { useMemo } from 'react';
import { FORM_AJV_OPTIONS, type FormDefinition, type JsonObject } from '../../src/core/forms';
import type { Locale } from '../../src/core';
import { FormPartSection } from '../../src/pages/forms/FormPartSection';
import type { InstanceView } from '../../src/pages/forms/formsApi';
import { ENGLISH, INDONESIAN } from '../public-site/sampleSiteData';
import { MemberStoryFrame } from '../member/MemberStoryFrame';

/** Every file of schemas/forms: a form added there appears in the stories' form control by itself. */
const files = import.meta.glob<FormDefinition>('../../schemas/forms/*.json', { eager: true, import: 'default' });
const FORMS = new Map(Object.values(files).map((definition) => [definition.code, definition]));
const CODES = [...FORMS.keys()].sort();

type State = 'empty' | 'partly filled' | 'invalid';
type Args = { form: string; state: State };

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
 * and messages as the precompiled validators of the member app (tests/unit/precompiledFormValidators.test.ts).
 */
const LOCALIZERS: Record<Locale, Localizer> = { id: localizeId as Localizer, en: localizeEn as Localizer };

function FormStory({ form, state, locale }: Args & { locale: Locale }) {
  const definition = FORMS.get(form) ?? FORMS.get(CODES[0]!)!;
  const validator = useMemo(() => customizeValidator({ ajvOptionsOverrides: FORM_AJV_OPTIONS }, LOCALIZERS[locale]), [locale]);
  const instance = useMemo<InstanceView>(
    () => ({ id: 'story', form: definition.code, slug: definition.slug, version: 1, status: 'draft', data: dataFor(definition, state), submittedParts: {}, signatures: [], requiredSignatures: [], myParts: definition.parts.map((part) => part.key), box: 'draft' }),
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
          validator={validator}
          onSave={async () => undefined}
          onSubmit={async () => undefined}
        />
      ))}
    </Stack>
  );
}

const meta: Meta<Args> = {
  title: 'Forms/Assessment form',
  argTypes: {
    form: { control: 'select', options: CODES },
    state: { control: 'inline-radio', options: ['empty', 'partly filled', 'invalid'] },
  },
  args: { form: 'FR.APL.01', state: 'empty' },
  render: (args, { globals }) => {
    const locale: Locale = globals.locale === 'en' ? 'en' : 'id';
    return (
      <MemberStoryFrame role="Assessor" locale={locale}>
        <FormStory {...args} locale={locale} />
      </MemberStoryFrame>
    );
  },
};

export default meta;
type Story = StoryObj<Args>;

/** Sends every part, so each shows its errors beside its fields as it would before reaching the gateway. */
const submitEveryPart: Story['play'] = async ({ canvasElement }) => {
  // The member frame renders its content once react-admin's providers are ready.
  for (let tries = 0; tries < 50 && !canvasElement.querySelector('button[type="submit"]'); tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const button of canvasElement.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) button.click();
};

export const Empty: Story = { globals: INDONESIAN };
export const PartlyFilled: Story = { globals: INDONESIAN, args: { state: 'partly filled' } };
export const Invalid: Story = { globals: INDONESIAN, args: { state: 'invalid' }, play: submitEveryPart };
export const LargestSelfAssessment: Story = { globals: INDONESIAN, args: { form: 'FR.APL.02', state: 'partly filled' } };
export const InvalidInEnglish: Story = { globals: ENGLISH, args: { form: 'FR.AK.01', state: 'invalid' }, play: submitEveryPart };
