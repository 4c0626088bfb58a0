import type { Dialect } from '../db/dialect.ts';
import type { CollectionModel } from '@rumbo/domain';
import type { SettingsStore } from '../settings/settings-store.ts';
import type { RecordWriter } from '../records/record-writer.ts';
import type { RecordReader } from '../records/record-reader.ts';
import type { RecordValues } from '../records/record-codec.ts';
import type { RequestContext } from '../records/identity.ts';
import type { AuthSaveDeps } from '../account/auth-record-save.ts';
import type { Passwords } from '../../tools/passwords.ts';
import { findAuthRecordByEmail } from '../account/find-auth-record.ts';
import { ApiError, badRequest } from '../../tools/errors.ts';
import type { ExternalAuth } from './external-auth-store.ts';
import type { OAuth2User } from './oauth2-user.ts';
import { fetchOAuth2User, OAuth2Error } from './oauth2-client.ts';
import { readOAuth2Form, type OAuth2Form } from './oauth2-form.ts';
import { linkExistingRecord } from './link-existing-record.ts';
import { createOAuth2Record } from './create-oauth2-record.ts';

export type OAuth2LoginDeps = AuthSaveDeps & {
  settings: SettingsStore;
  writer: RecordWriter;
  reader: RecordReader;
  passwords: Passwords;
};

export type OAuth2LoginResult = { record: RecordValues; meta: OAuth2User & { isNew: boolean } };

const AUTH_FAILED = 'Failed to authenticate.';

/**
 * auth-with-oauth2 (reference §5.2): trades the code for the provider's profile, then signs in
 * the record linked to that account, else the signed-in record, else the record with the same
 * email, else a new record (subject to the createRule), and links the account to it.
 */
export class OAuth2Login {
  private readonly deps: OAuth2LoginDeps;

  constructor(deps: OAuth2LoginDeps) {
    this.deps = deps;
  }

  async login(
    collection: CollectionModel,
    ctx: RequestContext,
    data: Record<string, unknown>,
  ): Promise<OAuth2LoginResult> {
    if (!collection.options.allowOAuth2Auth)
      throw badRequest('The collection is not configured to allow OAuth2 authentication.');
    const form = readOAuth2Form(this.deps.settings.get(), data);
    const user = await this.fetchUser(form);
    const link = await this.findLink(collection, form.provider.name, user.id);
    const existing =
      link?.record ?? signedInRecord(collection, ctx) ?? (await this.byEmail(collection, user));
    try {
      const record = existing
        ? await linkExistingRecord(this.deps, {
            collection,
            ctx,
            record: existing,
            link: link?.link ?? null,
            user,
            provider: form.provider.name,
          })
        : await createOAuth2Record(this.deps, {
            collection,
            ctx,
            user,
            provider: form.provider.name,
            createData: form.createData,
          });
      return { record, meta: { ...user, isNew: !existing } };
    } catch (error) {
      throw authFailed(error, this.deps.db.dialect);
    }
  }

  private async fetchUser(form: OAuth2Form): Promise<OAuth2User> {
    try {
      return await fetchOAuth2User(form.provider, form);
    } catch (error) {
      // The provider's refusal is not the caller's input error: PocketBase answers a bare 400.
      if (error instanceof OAuth2Error) throw badRequest();
      throw error;
    }
  }

  /** The record linked to the provider account; a link left by a deleted record is dropped. */
  private async findLink(collection: CollectionModel, provider: string, providerId: string) {
    const externalAuths = this.deps.externalAuths;
    const link = await externalAuths.findByProviderId(collection.id, provider, providerId);
    if (!link) return null;
    const record = await this.deps.reader.findById(collection, link.recordId);
    if (record) return { link, record };
    await externalAuths.unlink(collection.id, link.recordId, provider);
    return null;
  }

  private async byEmail(
    collection: CollectionModel,
    user: OAuth2User,
  ): Promise<RecordValues | null> {
    return user.email ? findAuthRecordByEmail(this.deps.db, collection, user.email) : null;
  }
}

export type LinkTarget = {
  collection: CollectionModel;
  ctx: RequestContext;
  record: RecordValues;
  link: ExternalAuth | null;
  user: OAuth2User;
  provider: string;
};

function signedInRecord(collection: CollectionModel, ctx: RequestContext): RecordValues | null {
  const { identity } = ctx;
  return identity.kind === 'record' && identity.collection.id === collection.id
    ? identity.record
    : null;
}

/** Any failure while linking or creating is "Failed to authenticate.", keeping field errors. */
function authFailed(error: unknown, dialect: Dialect): unknown {
  if (error instanceof ApiError)
    return badRequest(AUTH_FAILED, error.status === 400 ? error.data : {});
  // A link made meanwhile by a parallel sign-in trips the unique index.
  return dialect.uniqueViolation(error) ? badRequest(AUTH_FAILED) : error;
}
