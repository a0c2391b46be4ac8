import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MemberAreaDashboard, MemberAreaMenu, MenuItem } from '@core/memberArea/contract';
import type { Area } from '@core/rules/menus';
import { ROLE_ACCOUNT_TYPE, ROLES, type RoleName } from '@core/rules/roles';
import menusFile from '../../schemas/menus.json';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { login } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

/** SPEC 2's menus as schemas/menus.json holds them, read as data rather than through @core/rules/menus. */
const MENUS = (menusFile as { roles: Record<RoleName, { area: Area; items: MenuItem[] }> }).roles;
/** The role's area and menu items in the file's order; the role's account type loses the items that list it in hiddenForAccountTypes. */
const expectedMenu = (role: RoleName) => ({
  area: MENUS[role].area,
  items: MENUS[role].items.filter((item) => !item.hiddenForAccountTypes?.includes(ROLE_ACCOUNT_TYPE[role])),
});
/** The areas the file's roles work in. */
const AREAS = [...new Set(ROLES.map((role) => MENUS[role].area))];

describeOnDatabase('member areas', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const tokens = new Map<RoleName, string>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    await seedDemo(t.db);
    for (const { role, email } of DEMO_ACCOUNTS) tokens.set(role, (await login(api, email, DEMO_PASSWORD)).token);
  });
  afterAll(() => t.close());

  const tokenOf = (role: RoleName) => tokens.get(role)!;

  it.each(ROLES)("answers %s's area and SPEC 2's menu in order", async (role) => {
    const response = await api.get<MemberAreaMenu>('/api/cm/member-area/menu', { token: tokenOf(role) });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(expectedMenu(role));
  });

  it('marks the employer items that need an active account', async () => {
    const { body } = await api.get<MemberAreaMenu>('/api/cm/member-area/menu', { token: tokenOf('Employer') });
    const guarded = body.data.items.filter((item) => item.requiresActiveStatus).map((item) => item.segment);
    expect(guarded).toEqual(['job-vacancy', 'talent-source', 'candidate']);
  });

  it("gives each role its own area's dashboard, with nothing of its menu left for later", async () => {
    const response = await api.get<MemberAreaDashboard>('/api/cm/member-area/member/dashboard', { token: tokenOf('Trainee') });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      area: 'member',
      profile: { fullname: 'Budi Santoso', email: 'trainee@demo.local', roleName: 'Trainee', emailConfirmed: true },
      statusUser: 1,
      comingLater: [],
    });
    // Learning built the last menu pages: no role's landing page promises anything for later.
    for (const role of ROLES) {
      const { area } = MENUS[role];
      const own = await api.get<MemberAreaDashboard>(`/api/cm/member-area/${area}/dashboard`, { token: tokenOf(role) });
      expect(own.status, role).toBe(200);
      expect(own.body.data.comingLater, role).toEqual([]);
    }
  });

  it("refuses another role's area with 403, as the app does", async () => {
    for (const role of ROLES) {
      for (const area of AREAS.filter((other) => other !== MENUS[role].area)) {
        const response = await api.get(`/api/cm/member-area/${area}/dashboard`, { token: tokenOf(role), lang: 'en' });
        expect(response.status, `${role} -> ${area}`).toBe(403);
        expect(response.body.message).toBe('You are not allowed to do this');
      }
    }
  });

  it('reports the activation status an employer needs', async () => {
    await t.db.updateTable('accounts').set({ status_user: 0 }).where('role_name', '=', 'Employer').execute();
    const { body } = await api.get<MemberAreaDashboard>('/api/cm/member-area/employer/dashboard', { token: tokenOf('Employer') });
    expect(body.data.statusUser).toBe(0);
  });

  it('needs a session', async () => {
    expect((await api.get('/api/cm/member-area/menu')).status).toBe(401);
    expect((await api.get('/api/cm/member-area/member/dashboard')).status).toBe(401);
  });

  it('declares the area policies from schemas/menus.json', () => {
    const policyOf = (url: string) => t.app.routePolicies.find((route) => route.method === 'GET' && route.url === url)?.policy;
    expect(policyOf('/api/cm/member-area/employer/dashboard')).toEqual(['Employer']);
    expect(policyOf('/api/cm/member-area/job-seeker/dashboard')).toEqual(['Job Seeker']);
    expect(policyOf('/api/cm/member-area/member/dashboard')).toEqual(ROLES.filter((role) => MENUS[role].area === 'member'));
  });
});
