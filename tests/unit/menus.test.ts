import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import menusFile from '../../schemas/menus.json';
import menusSchema from '../../schemas/menus.schema.json';
import { catalogs, translate, type MessageKey } from '@core/i18n/catalog';
import { AREAS, areaItem, areaOf, canReach, isItemOpen, menuFor, menuLinksFor, rolesReaching, segmentsOf } from '@core/rules/menus';
import { ROLE_ACCOUNT_TYPE, ROLES, type RoleName } from '@core/rules/roles';
import { memberSearchUrl } from '@core/rules/search';

/** SPEC 2's menus as schemas/menus.json holds them, read as data rather than through @core/rules/menus. */
const MENUS = (
  menusFile as {
    roles: Record<RoleName, { area: string; items: { segment: string; hiddenForAccountTypes?: number[] }[]; links?: { path: string }[] }>;
  }
).roles;

const segmentsFor = (role: RoleName, accountType?: number) => menuFor(role, accountType).map((item) => item.segment);

describe('schemas/menus.json', () => {
  const validate = new Ajv({ allErrors: true }).compile(menusSchema);

  it('matches schemas/menus.schema.json', () => {
    expect(validate(menusFile), JSON.stringify(validate.errors)).toBe(true);
  });

  it('is refused by the schema when an item lacks its icon or a role is unknown', () => {
    const withoutIcon = structuredClone(menusFile) as { roles: Record<string, { items: Record<string, unknown>[] }> };
    delete withoutIcon.roles.Trainee!.items[0]!.icon;
    expect(validate(withoutIcon)).toBe(false);
    expect(validate({ roles: { ...menusFile.roles, Superuser: menusFile.roles.Admin } })).toBe(false);
  });

  it('names in the schema exactly the roles of roles.ts', () => {
    expect(menusSchema.properties.roles.required).toEqual([...ROLES]);
    expect(menusSchema.properties.roles.propertyNames.enum).toEqual([...ROLES]);
  });

  it('labels every item in both languages, each label its own text', () => {
    for (const role of ROLES) {
      for (const { labelKey } of menuFor(role)) {
        for (const locale of ['id', 'en'] as const) {
          expect(translate(locale, labelKey as MessageKey), `${role} ${labelKey} ${locale}`).not.toBe(labelKey);
        }
      }
    }
    expect(Object.keys(catalogs.id.menu)).toEqual(Object.keys(catalogs.en.menu));
  });

  it('gives a segment the same label, icon and status rule for every role of an area', () => {
    for (const role of ROLES) {
      for (const item of menuFor(role)) {
        const { hiddenForAccountTypes: _ignored, ...shared } = item;
        expect(areaItem(areaOf(role), item.segment), `${role} ${item.segment}`).toMatchObject(shared);
      }
    }
  });
});

describe('menuFor (SPEC 2)', () => {
  it.each(ROLES)("gives %s the file's items in the file's order, and its area", (role) => {
    // The role's own account type loses the items that list it in hiddenForAccountTypes (the Trainer Staff's below).
    const own = MENUS[role].items.filter((item) => !item.hiddenForAccountTypes?.includes(ROLE_ACCOUNT_TYPE[role]));
    expect(segmentsFor(role, ROLE_ACCOUNT_TYPE[role])).toEqual(own.map((item) => item.segment));
    expect(menuLinksFor(role)).toEqual(MENUS[role].links ?? []);
    expect(areaOf(role)).toBe(MENUS[role].area);
  });

  it('leaves trainer-transaction out for a Trainer Staff with accountType 2, and only then', () => {
    expect(segmentsFor('Trainer Staff', 2)).not.toContain('trainer-transaction');
    expect(segmentsFor('Trainer', 2)).toContain('trainer-transaction');
    expect(segmentsFor('Trainer Staff', 1)).toContain('trainer-transaction');
  });

  it('uses the role’s own account type when none is given', () => {
    expect(segmentsFor('Trainer Staff')).toEqual(segmentsFor('Trainer Staff', 2));
  });
});

describe('the employer status rule (SPEC 5)', () => {
  const item = (segment: string) => menuFor('Employer').find((entry) => entry.segment === segment)!;

  it('opens job-vacancy, talent-source and candidate only to an active account (statusUser 1)', () => {
    for (const segment of ['job-vacancy', 'talent-source', 'candidate']) {
      expect(isItemOpen(item(segment), 1), segment).toBe(true);
      expect(isItemOpen(item(segment), 0), segment).toBe(false);
      expect(isItemOpen(item(segment), undefined), segment).toBe(false);
    }
  });

  it('keeps the profile open whatever the status', () => {
    expect(isItemOpen(item('profile'), 0)).toBe(true);
  });

  it('asks nothing of the other roles', () => {
    const guarded = ROLES.filter((role) => role !== 'Employer').flatMap((role) => menuFor(role).filter((entry) => entry.requiresActiveStatus));
    expect(guarded).toEqual([]);
  });
});

describe('canReach', () => {
  it("opens a role's own menu items and landing page, in its own area only", () => {
    expect(canReach('Trainee', 'member', 'transaksi')).toBe(true);
    expect(canReach('Trainee', 'member', 'dashboard')).toBe(true);
    expect(canReach('Trainee Staff', 'member', 'transaksi')).toBe(false);
    expect(canReach('Trainee', 'employer', 'job-vacancy')).toBe(false);
    expect(canReach('Employer', 'member', 'dashboard')).toBe(false);
    expect(canReach('Job Seeker', 'employer', 'job-vacancy')).toBe(false);
    expect(canReach('Job Seeker', 'job-seeker', 'job-vacancy')).toBe(true);
  });

  it('opens the profile to every role, the Content Creator included, whose menu does not list it', () => {
    for (const role of ROLES) expect(canReach(role, areaOf(role), 'profile'), role).toBe(true);
  });

  it('opens /member/notification to every role: the member header links there', () => {
    for (const role of ROLES) expect(canReach(role, 'member', 'notification'), role).toBe(true);
    expect(canReach('Employer', 'employer', 'notification')).toBe(false);
  });

  it("opens the job seeker's pages for applying to a Trainee and a Trainee Staff in /member (SPEC 5), to no other member role", () => {
    for (const segment of ['job-vacancy', 'job-applied', 'job-profile']) {
      expect(canReach('Trainee', 'member', segment), segment).toBe(true);
      expect(canReach('Trainee Staff', 'member', segment), segment).toBe(true);
      expect(canReach('Assessor', 'member', segment), segment).toBe(false);
      expect(canReach('Trainee', 'job-seeker', segment), segment).toBe(false);
    }
    expect(rolesReaching('member', 'job-applied')).toEqual(['Trainee', 'Trainee Staff']);
    expect(segmentsOf('member')).toEqual(expect.arrayContaining(['job-vacancy', 'job-applied', 'job-profile']));
  });

  it('refuses unknown and missing roles', () => {
    expect(canReach('Superuser', 'member', 'dashboard')).toBe(false);
    expect(canReach(undefined, 'member', 'notification')).toBe(false);
  });
});

describe('area policies and routes', () => {
  it('lists the roles of each area', () => {
    expect(rolesReaching('employer')).toEqual(['Employer']);
    expect(rolesReaching('job-seeker')).toEqual(['Job Seeker']);
    expect(rolesReaching('member')).toEqual(ROLES.filter((role) => role !== 'Employer' && role !== 'Job Seeker'));
    expect(rolesReaching('member', 'transaksi')).toEqual(['Trainee', 'Trainee Manager', 'Assessor SPV']);
  });

  it('routes every segment of an area once, the landing page being the area itself', () => {
    for (const area of AREAS) {
      const segments = segmentsOf(area);
      expect(new Set(segments).size, area).toBe(segments.length);
      expect(segments, area).not.toContain('dashboard');
      expect(segments, area).toContain('profile');
    }
    expect(segmentsOf('employer')).toEqual(MENUS.Employer.items.map((item) => item.segment));
  });
});

describe('memberSearchUrl (SPEC 2, member header)', () => {
  it('searches the public site, in the page language', () => {
    expect(memberSearchUrl('Trainee', 'las listrik', 'id')).toBe('/search?key=las+listrik');
    expect(memberSearchUrl('Employer', 'welding & cutting', 'en')).toBe('/en/search?key=welding+%26+cutting');
  });

  it('searches the job vacancies for a Job Seeker', () => {
    expect(memberSearchUrl('Job Seeker', 'operator', 'id')).toBe('/program/bisa-talent/job-vacancy?keyword=operator');
    expect(memberSearchUrl('Job Seeker', 'operator', 'en')).toBe('/en/program/bisa-talent/job-vacancy?keyword=operator');
  });
});
