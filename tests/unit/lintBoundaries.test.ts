import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of docs/architecture.md, as `npm run lint` enforces them (eslint.config.js): each snippet
 * is linted as if it were a file at the given path, importing a real module across a boundary.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function ruleIdsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const CROSSINGS: [boundary: string, filePath: string, code: string, rule: string][] = [
  [
    'a server feature imports another feature',
    'server/src/features/cart/probe.ts',
    "export { memberAreasFeature } from '../member-areas';",
    'import-x/no-restricted-paths',
  ],
  [
    'the storage layer imports the platform',
    'server/src/db/probe.ts',
    "export { verifyPassword } from '../platform/passwords';",
    'import-x/no-restricted-paths',
  ],
  [
    'the platform imports a feature',
    'server/src/platform/probe.ts',
    "export { memberAreasFeature } from '../features/member-areas';",
    'import-x/no-restricted-paths',
  ],
  [
    'the core imports the member app',
    'packages/core/src/rules/probe.ts',
    "export { createDataProvider } from '../../../../src/app/dataProvider';",
    'import-x/no-restricted-paths',
  ],
  [
    'the core imports a page',
    'packages/core/src/rules/probe.ts',
    "export { MEMBER_PAGE_REGISTRY } from '../../../../src/pages/registry';",
    'import-x/no-restricted-paths',
  ],
  [
    'the core imports the server',
    'packages/core/src/rules/probe.ts',
    "export { hashPassword } from '../../../../server/src/db/passwordHash';",
    'import-x/no-restricted-paths',
  ],
  [
    'the core imports the public site',
    'packages/core/src/rules/probe.ts',
    "export { siteRoutes } from '../../../../public-site/src/siteRoutes';",
    'import-x/no-restricted-paths',
  ],
  [
    'the core imports the browser client',
    'packages/core/src/rules/probe.ts',
    "export { createSessionStore } from '@client/session/store';",
    'import-x/no-restricted-paths',
  ],
  [
    'the server imports the browser client',
    'server/src/platform/probe.ts',
    "export { createSessionStore } from '@client/session/store';",
    'import-x/no-restricted-paths',
  ],
  [
    'the browser client imports a page',
    'packages/client/src/session/probe.ts',
    "export { MEMBER_PAGE_REGISTRY } from '../../../../src/pages/registry';",
    'import-x/no-restricted-paths',
  ],
  ['the core imports React', 'packages/core/src/rules/probe.ts', "export { useState } from 'react';", 'no-restricted-imports'],
  ['the core imports react-admin', 'packages/core/src/rules/probe.ts', "export { useTranslate } from 'react-admin';", 'no-restricted-imports'],
  ['the core imports fastify', 'packages/core/src/rules/probe.ts', "export { default } from 'fastify';", 'no-restricted-imports'],
  ['a page folder imports another', 'src/pages/transactions/probe.ts', "export { profileViews } from '../profile';", 'import-x/no-restricted-paths'],
  [
    'a page imports the shell',
    'src/pages/profile/probe.ts',
    "export { createDataProvider } from '../../app/dataProvider';",
    'import-x/no-restricted-paths',
  ],
  ['src/shared imports a page', 'src/shared/probe.ts', "export { profileViews } from '../pages/profile';", 'import-x/no-restricted-paths'],
  [
    'the shell imports a page past the registry',
    'src/app/probe.ts',
    "export { ProfilePage } from '../pages/profile/ProfilePage';",
    'import-x/no-restricted-paths',
  ],
  [
    'a public site component imports a route',
    'public-site/src/components/Probe.tsx',
    "export { NotFoundPage } from '../routes/NotFoundPage';",
    'import-x/no-restricted-paths',
  ],
  [
    'a feature reaches the core by a relative path',
    'server/src/features/cart/probe.ts',
    "export { ROLES } from '../../../../packages/core/src/rules/roles';",
    'no-restricted-imports',
  ],
  [
    'a page reaches the core by a relative path',
    'src/pages/profile/probe.ts',
    "export { AREAS } from '../../../packages/core/src/rules/menus';",
    'no-restricted-imports',
  ],
  [
    'an end-to-end test sleeps through a promise of setTimeout',
    'tests/e2e/probe.spec.ts',
    "import { expect, test } from '@playwright/test';\n\ntest('probe', async ({ page }) => {\n  await new Promise((resolve) => setTimeout(resolve, 500));\n  await expect(page).toHaveURL('/');\n});\n",
    'no-restricted-syntax',
  ],
  [
    'a page imports a wire contract as a value',
    'src/pages/notifications/probe.ts',
    "export { NotificationItem } from '@core/notifications/contract';",
    '@typescript-eslint/no-restricted-imports',
  ],
  [
    'a run-time module of the core imports a contract as a value',
    'packages/core/src/notifications/probe.ts',
    "import { LocalizedText } from '../contract/common';\nexport const probe = LocalizedText;",
    '@typescript-eslint/no-restricted-imports',
  ],
  // roles.ts importing menus.ts, which imports roles.ts.
  [
    'two modules import each other',
    'packages/core/src/rules/roles.ts',
    "import { menuFor } from './menus';\nexport const probe = menuFor;",
    'import-x/no-cycle',
  ],
];

const ALLOWED: [what: string, filePath: string, code: string][] = [
  [
    'a feature uses the platform and the core',
    'server/src/features/cart/probe.ts',
    "export { envelope } from '../../platform/envelope';\nexport { ROLES } from '@core/rules/roles';",
  ],
  ['the platform uses the storage layer', 'server/src/platform/probe.ts', "export { hashPassword } from '../db/passwordHash';"],
  [
    'a page uses src/shared and the core',
    'src/pages/profile/probe.ts',
    "export { MemberPage } from '../../shared/MemberPage';\nexport { AREAS } from '@core/rules/menus';",
  ],
  [
    'the shell uses the registry and src/shared',
    'src/app/probe.ts',
    "export { resourcesOf } from '../pages/registry';\nexport { useMember } from '../shared/memberContext';",
  ],
  [
    'a page imports a wire contract as a type',
    'src/pages/notifications/probe.ts',
    "export type { NotificationItem } from '@core/notifications/contract';",
  ],
  ['the server builds its schemas from a contract', 'server/src/features/cart/probe.ts', "export { Envelope } from '@core/contract/common';"],
];

// The first lint loads the config and walks the import graph for the cycle rule.
describe('import boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it.each(CROSSINGS)('fails when %s', async (_boundary, filePath, code, rule) => {
    expect(await ruleIdsOf(filePath, code)).toContain(rule);
  });

  it.each(ALLOWED)('passes when %s', async (_what, filePath, code) => {
    expect(await ruleIdsOf(filePath, code)).toEqual([]);
  });
});
