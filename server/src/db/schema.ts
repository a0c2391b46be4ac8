import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The tables as Kysely sees them; one interface per migration-created table. */
export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  fullname: string;
  phone: string | null;
  locale: ColumnType<'id' | 'en', 'id' | 'en' | undefined, 'id' | 'en'>;
  email_confirmed_at: NullableTimestamp;
  created_at: DefaultedTimestamp;
}

export interface AccountsTable {
  id: Generated<string>;
  user_id: string;
  role_name: string;
  account_type: number;
  status_user: ColumnType<number, number | undefined, number>;
  photo: string | null;
  created_at: DefaultedTimestamp;
  last_used_at: DefaultedTimestamp;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  family_id: string;
  account_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: DefaultedTimestamp;
}

export interface OneTimeTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'confirm-email' | 'reset-password';
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: DefaultedTimestamp;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: DefaultedTimestamp;
}

export interface NotificationsTable {
  id: Generated<string>;
  category: string;
  title_id: string;
  title_en: string;
  body_id: string;
  body_en: string;
  link: string | null;
  audience: string;
  created_by: string | null;
  created_at: DefaultedTimestamp;
}

export interface NotificationReceiptsTable {
  account_id: string;
  notification_id: string;
  read_at: NullableTimestamp;
  created_at: DefaultedTimestamp;
}

export interface GlobalConfigurationTable {
  config_code: string;
  config_value: string;
  updated_at: DefaultedTimestamp;
}

export interface UploadsTable {
  name: string;
  account_id: string;
  content_type: string;
  size_bytes: number;
  created_at: DefaultedTimestamp;
}

/** Public-site settings (0002_site_settings.sql): jsonb comes back parsed and goes in as JSON text. */
export const SITE_SETTING_KEYS = { contactInfo: 'contact-info' } as const;

export interface SiteSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: DefaultedTimestamp;
}

export interface Database {
  users: UsersTable;
  accounts: AccountsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_tokens: OneTimeTokensTable;
  mail_outbox: MailOutboxTable;
  global_configuration: GlobalConfigurationTable;
  uploads: UploadsTable;
  notifications: NotificationsTable;
  notification_receipts: NotificationReceiptsTable;
  site_settings: SiteSettingsTable;
}
