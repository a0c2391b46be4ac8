import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { rolesReaching, type Area } from '@core/rules/menus';
import type { RoleName } from '@core/rules/roles';
import { ConfigError } from '../config';
import { fromProjectRoot } from '../projectRoot';

/** The role menus (SPEC 2) the member app shows, and the schema they must match. */
export const MENUS_FILE = fromProjectRoot('schemas/menus.json');
export const MENUS_SCHEMA_FILE = fromProjectRoot('schemas/menus.schema.json');

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Reads the menus file and checks it against its schema. A wrong file stops the gateway at start, naming the
 * file and what is wrong, instead of letting the app and the gateway disagree about who may reach what.
 */
export function checkMenusFile(file = MENUS_FILE, schemaFile = MENUS_SCHEMA_FILE): void {
  const ajv = new Ajv({ allErrors: true });
  const validate = ajv.compile(readJson(schemaFile) as object);
  if (!validate(readJson(file))) {
    throw new ConfigError(`${file} does not match ${schemaFile}: ${ajv.errorsText(validate.errors, { dataVar: 'menus' })}`);
  }
}

let menusChecked = false;

/**
 * The policy of an area's routes (`config: { policy: areaPolicy('employer') }`): the roles whose area it is, or
 * with a segment, the roles whose menu has that page. The first call checks the file, so a gateway whose
 * routes use it never starts on a broken one.
 */
export function areaPolicy(area: Area, segment?: string): readonly RoleName[] {
  if (!menusChecked) {
    checkMenusFile();
    menusChecked = true;
  }
  return rolesReaching(area, segment);
}

/** The roles that reach a page in any of the areas routing it: the job seeker's CV is also a Trainee's, in /member. */
export function pagePolicy(segment: string, areas: readonly Area[]): readonly RoleName[] {
  return [...new Set(areas.flatMap((area) => areaPolicy(area, segment)))];
}
