import type { Db } from './db/db.ts';
import { ensureSystemTables } from './db/system-tables.ts';
import { CollectionStore } from './collections/collection-store.ts';
import { SettingsStore } from './settings/settings-store.ts';
import { AdminStore } from './admins/admin-store.ts';
import { AuthTokens } from './auth/auth-tokens.ts';
import { SessionPolicies } from './auth/session-policy.ts';
import { RecordReader } from './records/record-reader.ts';
import { RecordWriter } from './records/record-writer.ts';
import { RecordHooks } from './records/record-hooks.ts';
import { Mailer } from './mail/mailer.ts';
import { AccountMails } from './account/account-mails.ts';
import { RecordAccount } from './account/record-account.ts';
import { AdminAccount } from './account/admin-account.ts';
import { ExternalAuthStore } from './oauth2/external-auth-store.ts';
import { registerExternalAuthCleanup } from './oauth2/external-auth-cleanup.ts';
import { OAuth2Login } from './oauth2/oauth2-login.ts';
import { StorageSelector } from './storage/storage-selector.ts';
import { FileStorage } from './files/file-storage.ts';
import { RecordFiles } from './records/record-files.ts';
import { BackupManager } from './backups/backup-manager.ts';
import { LogStore } from './logs/log-store.ts';
import { RealtimeBroker } from './realtime/realtime-broker.ts';
import { Passwords } from '../tools/passwords.ts';
import { PasswordSignIn } from './auth/password-sign-in.ts';
import { ForegroundRequests } from '../tools/foreground-requests.ts';

export type Core = {
  db: Db;
  /** bcrypt at the configured cost, for every password hashed or checked. */
  passwords: Passwords;
  /** Password sign-ins of records and operators: throttled, equal work for unknown identities. */
  signIns: PasswordSignIn;
  /** Where the database, stored files, logs and backups live (null: nothing on disk, tests only). */
  dataDir: string | null;
  collections: CollectionStore;
  settings: SettingsStore;
  admins: AdminStore;
  tokens: AuthTokens;
  /** Auth collections whose tokens are bound to one active session (registered by the product). */
  sessions: SessionPolicies;
  reader: RecordReader;
  writer: RecordWriter;
  hooks: RecordHooks;
  /** Sends mail over the SMTP server of the settings (refuses while SMTP is disabled). */
  mailer: Mailer;
  /** Password reset, verification and email change of auth records (mail + token flows). */
  account: RecordAccount;
  /** Operators' password reset by mail. */
  adminAccount: AdminAccount;
  /** OAuth2 identities linked to auth records (`_externalAuths`). */
  externalAuths: ExternalAuthStore;
  /** auth-with-oauth2: code exchange, profile fetch, record resolution and linking. */
  oauth2: OAuth2Login;
  /**
   * Where files and backup archives go now: the data directory, or the S3 buckets of the
   * settings when enabled (`close()` on shutdown closes the S3 clients).
   */
  storage: StorageSelector;
  /** Uploaded record files (`<dataDir>/storage` or S3): downloads, thumbs, file tokens. */
  files: RecordFiles;
  /** Backup archives (`<dataDir>/backups` or S3): create, upload, download, restore in place. */
  backups: BackupManager;
  /** Request logs: on SQLite in their own database `<dataDir>/logs.db`, else in the main one. */
  logs: LogStore;
  /** Realtime clients (SSE) and their subscriptions; record changes are published to them. */
  realtime: RealtimeBroker;
  /** Requests being answered, which large list answers let go first between their slices. */
  foreground: ForegroundRequests;
};

export type CoreOptions = {
  appUrl: string;
  dataDir?: string | null;
  /** bcrypt cost for new password hashes (default 12, as PocketBase). */
  bcryptCost?: number;
  /** Where request logs go: a database of their own, or (the default) `db` itself. */
  logsDb?: Db;
};

/** Wires the record engine on an open database (system tables are created when missing). */
export async function createCore(db: Db, options: CoreOptions): Promise<Core> {
  await ensureSystemTables(db);
  const passwords = new Passwords(options.bcryptCost);
  const collections = new CollectionStore(db);
  await collections.reload();
  const settings = new SettingsStore(db, options.appUrl);
  await settings.reload();
  const admins = new AdminStore(db, passwords);
  const sessions = new SessionPolicies();
  const tokens = new AuthTokens({ db, collections, admins, settings, sessions });
  const reader = new RecordReader(db, collections);
  const hooks = new RecordHooks();
  const dataDir = options.dataDir ?? null;
  const stores = new StorageSelector({ settings, dataDir });
  const storage = new FileStorage(() => stores.files());
  const writer = new RecordWriter({ db, collections, reader, hooks, storage, passwords });
  const files = new RecordFiles({ db, collections, reader, tokens, storage });
  const backups = new BackupManager({
    db,
    dataDir,
    collections,
    settings,
    archives: () => stores.backups(),
  });
  const mailer = new Mailer(settings);
  const externalAuths = new ExternalAuthStore(db);
  registerExternalAuthCleanup(hooks, externalAuths);
  const mails = new AccountMails({ settings, tokens, mailer });
  const account = new RecordAccount({ db, hooks, externalAuths, tokens, mails, passwords });
  const adminAccount = new AdminAccount({ db, admins, tokens, mails, passwords });
  const oauth2 = new OAuth2Login({
    db,
    hooks,
    externalAuths,
    settings,
    writer,
    reader,
    passwords,
  });
  const logs = await LogStore.open(options.logsDb ?? db, settings);
  return {
    db,
    passwords,
    signIns: new PasswordSignIn({ db, passwords, settings }),
    dataDir,
    collections,
    settings,
    admins,
    tokens,
    sessions,
    reader,
    writer,
    hooks,
    mailer,
    account,
    adminAccount,
    externalAuths,
    oauth2,
    storage: stores,
    files,
    backups,
    logs,
    realtime: new RealtimeBroker({ db, collections, admins, reader, hooks }),
    foreground: new ForegroundRequests(),
  };
}
