// Writes one Storybook stories file per schema in schemas/forms (stories/forms/generated, not tracked): Storybook
// reads a file's stories from its static exports, so a form's stories must be a file; this makes a new schema's
// stories appear without anyone writing them. Run by `npm run storybook` and `npm run build-storybook`.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemas = path.join(root, 'schemas/forms');
const out = path.join(root, 'stories/forms/generated');

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const files = readdirSync(schemas)
  .filter((name) => name.endsWith('.json'))
  .sort();
for (const name of files) {
  const { code, title } = JSON.parse(readFileSync(path.join(schemas, name), 'utf8'));
  // A slash in a title would open another level of Storybook's tree.
  const storyTitle = JSON.stringify(`Forms/${code} ${title.id.replaceAll('/', ' ')}`);
  writeFileSync(
    path.join(out, `${name.replace(/\.json$/, '')}.stories.tsx`),
    `// Generated from schemas/forms/${name} by scripts/generate-form-stories.mjs; edit the schema or stories/forms/formStory.tsx instead.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ENGLISH } from '../../public-site/sampleSiteData';
import { formMeta, submitEveryPart, type FormStoryArgs } from '../formStory';

const meta: Meta<FormStoryArgs> = { ...formMeta(${JSON.stringify(code)}), title: ${storyTitle} };
export default meta;
type Story = StoryObj<FormStoryArgs>;

export const Empty: Story = {};
export const PartlyFilled: Story = { args: { state: 'partly filled' } };
export const Invalid: Story = { args: { state: 'invalid' }, play: submitEveryPart };
export const InvalidInEnglish: Story = { args: { state: 'invalid' }, globals: ENGLISH, play: submitEveryPart };
`,
  );
}
console.info(`form stories: ${files.length} schemas -> ${path.relative(root, out)}`);
