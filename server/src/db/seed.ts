import { ROLE_ACCOUNT_TYPE, ROLE_SLUG, ROLES, type RoleName } from '../../../src/core/rules/roles';
import { hashPassword } from '../features/accounts/passwords';
import type { Db } from './connect';

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
