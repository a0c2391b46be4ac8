import type { ConfigCode } from '@core/rules/configuration';
import type { ContactInfo } from '@core/site/contactInfo.contract';
import { ROLE_ACCOUNT_TYPE, ROLE_SLUG, ROLES, type RoleName } from '@core/rules/roles';
import { hashPassword } from './passwordHash';
import type { Db } from './connect';
import { SITE_SETTING_KEYS } from './schema';

export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_DOMAIN = 'demo.local';

export interface DemoAccount {
  role: RoleName;
  email: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = ROLES.map((role) => ({ role, email: `${ROLE_SLUG[role]}@${DEMO_DOMAIN}` }));

const DEMO_NAMES: Record<RoleName, string> = {
  Trainee: 'Budi Santoso',
  'Trainee Staff': 'Siti Rahmawati',
  'Trainee SPV': 'Agus Wijaya',
  'Trainee Manager': 'Dewi Lestari',
  Trainer: 'Rudi Hartono',
  'Trainer Staff': 'Nur Aini',
  Assessor: 'Hendra Gunawan',
  'Assessor SPV': 'Maya Sari',
  'Content Creator': 'Fajar Nugroho',
  Employer: 'PT Maju Bersama',
  'Job Seeker': 'Rina Kusuma',
  LSP: 'LSP Teknologi Digital',
  Admin: 'Operator BISA',
};

/** A demo account of the role with its person's name (undefined before seedDemo, or when it was removed). */
export async function demoAccountOf(db: Db, role: RoleName): Promise<{ id: string; fullname: string } | undefined> {
  const email = DEMO_ACCOUNTS.find((account) => account.role === role)?.email ?? '';
  return db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['accounts.id', 'users.fullname'])
    .where('users.email', '=', email)
    .where('accounts.role_name', '=', role)
    .executeTakeFirst();
}

/** One confirmed account per role, on the first start only (an existing demo address is left as it is). */
export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS[0]!.email).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    for (const { role, email } of DEMO_ACCOUNTS) {
      const user = await trx
        .insertInto('users')
        .values({ email, password_hash: passwordHash, fullname: DEMO_NAMES[role], phone: null, email_confirmed_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('accounts').values({ user_id: user.id, role_name: role, account_type: ROLE_ACCOUNT_TYPE[role], photo: null }).execute();
    }
  });
  return true;
}

/** SPEC 3's global configuration as a new installation starts: PPH 2 %, PPN 11 %, documents 5 MB, videos 100 MB. */
export const DEFAULT_CONFIGURATION: Record<ConfigCode, string> = { PPH: '2', PPN: '11', MAX_SIZE_DOC: '5', MAX_SIZE_VIDEO: '100' };

/** Every start, production included: adds missing codes and keeps any value an operator has changed. */
export async function seedConfiguration(db: Db): Promise<void> {
  await db
    .insertInto('global_configuration')
    .values(Object.entries(DEFAULT_CONFIGURATION).map(([code, value]) => ({ config_code: code, config_value: value })))
    .onConflict((conflict) => conflict.column('config_code').doNothing())
    .execute();
}

/** SPEC 3's contact info as a new installation starts (the site's footer and chat link need one); operators change it. */
export const DEFAULT_CONTACT_INFO: ContactInfo = {
  company: {
    name: 'PT Bina Insan Sukses Abadi',
    address: 'Jl. Jenderal Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan, DKI Jakarta 12190',
  },
  number: '6281234567890',
  message: {
    id: 'Halo BISA, saya ingin bertanya tentang program pelatihan dan sertifikasi.',
    en: 'Hello BISA, I would like to ask about your training and certification programs.',
  },
};

/** Every start, production included: adds missing settings and keeps any value an operator has changed. */
export async function seedSiteSettings(db: Db): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ key: SITE_SETTING_KEYS.contactInfo, value: JSON.stringify(DEFAULT_CONTACT_INFO) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}
