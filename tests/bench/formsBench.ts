import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import type { ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { DEMO_SCHEMES } from '../../server/src/db/seedSchemes';
import { loadFormDefinitions } from '../../server/src/features/certification/formDefinitions';
import { createFormAjv } from '../../src/core/forms';

/** Issue 7's goal: validations of the largest form schema per second on one core, with precompiled validators. */
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
 * FR.APL.02 filled for the largest seeded scheme (every element of every unit answered), the biggest document
 * the forms hold: validated through standalone code (what a build step writes to a module, no compile at start)
 * and through a validator compiled at run time (the path of a form file added later).
 */
export function measureFormValidation(): string {
  const form = loadFormDefinitions().get('FR.APL.02');
  if (!form) throw new Error('FR.APL.02 is missing from schemas/forms');
  const { schema, example, code } = form.definition;
  const scheme = DEMO_SCHEMES.reduce((a, b) => (a.units.flatMap((unit) => unit.elemen).length >= b.units.flatMap((unit) => unit.elemen).length ? a : b));
  const data = { ...example, asesi: { unit: scheme.units.map((unit) => ({ ...unit, elemen: unit.elemen.map((element) => ({ ...element, jawaban: 'K', bukti: 'Portofolio proyek' })) })) } };
  const elements = scheme.units.flatMap((unit) => unit.elemen).length;

  const compileStart = performance.now();
  const runtime = createFormAjv().compile(schema);
  const compileMs = performance.now() - compileStart;

  const ajv = createFormAjv({ code: { source: true } });
  const source = standaloneCode(ajv, ajv.compile(schema));
  const module = { exports: {} as { default?: ValidateFunction } };
  new Function('module', 'exports', 'require', source)(module, module.exports, createRequire(import.meta.url));
  const precompiled = (module.exports.default ?? module.exports) as ValidateFunction;
  if (!precompiled(data) || !runtime(data)) throw new Error(`${code}: the benchmark document does not validate`);

  const precompiledRate = rate(precompiled, data);
  const runtimeRate = rate(runtime, data);
  const met = (value: number) => (value >= GOAL ? 'met' : 'not met');
  return [
    `| Form validation (${code} for ${scheme.titleEn}: ${scheme.units.length} units, ${elements} elements, ${JSON.stringify(data).length.toLocaleString('en')} bytes) | validations/s | goal |`,
    '|---|---|---|',
    `| precompiled (standalone code) | ${Math.round(precompiledRate).toLocaleString('en')} | >= ${GOAL.toLocaleString('en')}: ${met(precompiledRate)} |`,
    `| compiled at run time (compile took ${compileMs.toFixed(1)} ms) | ${Math.round(runtimeRate).toLocaleString('en')} | >= ${GOAL.toLocaleString('en')}: ${met(runtimeRate)} |`,
  ].join('\n');
}
