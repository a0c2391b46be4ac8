import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { hashForSchema } from '@rjsf/utils';
import type { ValidateFunction } from 'ajv';
import { DEMO_SCHEMES } from '../../server/src/db/seedSchemes';
import { loadFormDefinitions } from '../../server/src/features/certification/forms/formDefinitions';
import { createFormAjv } from '@core/forms';
import { partSchema, partValidatorCode } from '../../src/pages/forms/precompile/formValidatorCode';

/** The assessment forms' goal: validations of the largest form schema per second on one core, with precompiled validators. */
const GOAL = 20_000;
const SECONDS = 2;

function rate(validate: ValidateFunction, data: unknown): number {
  let count = 0;
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    for (let i = 0; i < 100; i += 1) validate(data);
    count += 100;
  }
  return count / SECONDS;
}

/**
 * FR.APL.02's asesi part filled for the largest seeded scheme (every element of every unit answered), the
 * biggest document the forms hold: validated by the module the member app's build generates for it (the
 * precompiled path, no compile in the page) and by a validator compiled at run time (a form file added later).
 */
export async function measureFormValidation(): Promise<string> {
  const form = loadFormDefinitions().get('FR.APL.02');
  if (!form) throw new Error('FR.APL.02 is missing from schemas/forms');
  const { schema, example, code } = form.definition;
  const scheme = DEMO_SCHEMES.reduce((a, b) =>
    a.units.flatMap((unit) => unit.elemen).length >= b.units.flatMap((unit) => unit.elemen).length ? a : b,
  );
  const data = {
    ...example,
    asesi: {
      unit: scheme.units.map((unit) => ({
        ...unit,
        elemen: unit.elemen.map((element) => ({ ...element, jawaban: 'K', bukti: 'Portofolio proyek' })),
      })),
    },
  };
  const elements = scheme.units.flatMap((unit) => unit.elemen).length;

  const part = partSchema(form.definition, 'asesi', 'id');
  const compileStart = performance.now();
  const runtime = createFormAjv().compile((schema.properties as Record<string, object>).asesi!);
  const compileMs = performance.now() - compileStart;

  const folder = mkdtempSync(path.join(tmpdir(), 'bisa-form-validators-'));
  let precompiled: ValidateFunction;
  try {
    const file = path.join(folder, 'asesi.mjs');
    writeFileSync(file, partValidatorCode(part));
    const functions = ((await import(pathToFileURL(file).href)) as { default: Record<string, ValidateFunction> }).default;
    precompiled = functions[hashForSchema(part)]!;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  if (!precompiled(data.asesi) || !runtime(data.asesi)) throw new Error(`${code}: the benchmark document does not validate`);

  const precompiledRate = rate(precompiled, data.asesi);
  const runtimeRate = rate(runtime, data.asesi);
  const met = (value: number) => (value >= GOAL ? 'met' : 'not met');
  return [
    `| Form validation (${code} asesi part for ${scheme.titleEn}: ${scheme.units.length} units, ${elements} elements, ${JSON.stringify(data.asesi).length.toLocaleString('en')} bytes) | validations/s | goal |`,
    '|---|---|---|',
    `| precompiled (the member app's generated module) | ${Math.round(precompiledRate).toLocaleString('en')} | >= ${GOAL.toLocaleString('en')}: ${met(precompiledRate)} |`,
    `| compiled at run time (compile took ${compileMs.toFixed(1)} ms) | ${Math.round(runtimeRate).toLocaleString('en')} | >= ${GOAL.toLocaleString('en')}: ${met(runtimeRate)} |`,
  ].join('\n');
}
