import {
  COLLECTION_IDS,
  SHIPMENT_MODES,
  digestDay,
  digestSections,
  isMessageAddress,
  membershipState,
  nextDigestAt,
  type DigestItem,
  type MilestoneKey,
  type NotificationPriority,
  type ShipmentMode,
} from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import { decodeRow, type RecordValues } from '../../core/records/record-codec.ts';
import type { ChangeEvent } from '../../core/records/record-hooks.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { RepeatingTask } from '../../tools/repeating-task.ts';
import { enqueueMessage, newMessageKeys } from './message-rows.ts';
import { renderDigest } from './render-digest.ts';
import { companyName, hostOf } from './shipment-messages.ts';

type DigestOptions = { clock: () => Date; maxWaitMs: number };

/**
 * The daily digest to staff (issue 37, decision 074): on every instance, a timer that wakes at
 * 08:00 business time (UTC−6) on working days, or at least every `maxWaitMs`, and writes each
 * colleague's digest of their company's overdue milestones into the outbox. Every instance may
 * write the same day's digests; the outbox keeps one per person and day (its dedup key), so each
 * goes once. Made until noon for an instance that was down at eight; only for companies with an
 * active membership, people who did not turn it off, and only when something is overdue.
 */
export class DailyDigest {
  private doneDay = '';
  private readonly task = new RepeatingTask({
    run: () => this.runDue(),
    nextWaitMs: () => {
      const now = this.options.clock();
      const next = nextDigestAt(now).getTime() - now.getTime();
      return Math.min(Math.max(next, 1_000), this.options.maxWaitMs);
    },
    failure: 'Messages: the daily digest failed.',
  });

  constructor(
    private readonly core: Core,
    private readonly options: DigestOptions,
  ) {}

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** Writes today's digests if they are due and this instance has not written them yet. */
  async runDue(): Promise<number> {
    const now = this.options.clock();
    const day = digestDay(now);
    if (!day || day === this.doneDay) return 0;
    const queued = await writeDigests(this.core, day, now);
    this.doneDay = day;
    return queued;
  }
}

/** Every company's digests of `day`, each company's in one transaction; answers how many were queued. */
export async function writeDigests(core: Core, day: string, now: Date): Promise<number> {
  const companies = core.collections.find(COLLECTION_IDS.companies);
  const messages = core.collections.find(COLLECTION_IDS.messages);
  if (!companies || !messages) return 0;
  let queued = 0;
  for (const row of await core.db.all('SELECT * FROM "companies"')) {
    const company = decodeRow(companies, row);
    const state = membershipState({
      plan: company.membershipPlan as string,
      startAt: company.membershipStartAt as string,
      endAt: company.membershipEndAt as string,
      now,
    });
    if (state !== 'active') continue;
    const changes = await core.db.transaction(() => companyDigests(core, company, day, now));
    for (const change of changes) await core.hooks.afterChange(change);
    queued += changes.length;
  }
  return queued;
}

async function companyDigests(
  core: Core,
  company: RecordValues,
  day: string,
  now: Date,
): Promise<ChangeEvent[]> {
  const messages = core.collections.find(COLLECTION_IDS.messages)!;
  const id = String(company.id);
  const sections = digestSections(await overdueItems(core, id, now));
  if (sections.length === 0) return [];
  const users = core.collections.find(COLLECTION_IDS.users);
  if (!users) return [];
  const { appUrl } = core.settings.get().meta;
  const changes: ChangeEvent[] = [];
  const people = await core.db.all('SELECT * FROM "users" WHERE "company" = ? ORDER BY "id"', [id]);
  for (const person of people.map((row) => decodeRow(users, row))) {
    const email = String(person.email ?? '').trim();
    if (person.digestOff === true || !isMessageAddress(email)) continue;
    const language = person.language === 'es' ? 'es' : 'en';
    const keys = newMessageKeys();
    const name = String(person.nombreCompleto ?? '').trim();
    const queued = await enqueueMessage(
      core.db,
      messages,
      {
        ...keys,
        company: id,
        kind: 'digest',
        recipient: email,
        recipientName: name,
        language,
        user: String(person.id),
        topic: day,
        rendered: renderDigest({
          language,
          recipientName: name,
          companyName: companyName(company),
          sections,
          appUrl,
          unsubscribeUrl: `${appUrl.replace(/\/+$/, '')}/api/messages/${keys.id}/unsubscribe?key=${keys.unsubscribeKey}`,
        }),
        dedupKey: `digest|${day}|${String(person.id)}`,
      },
      hostOf(appUrl),
      now,
    );
    if (queued) changes.push(queued);
  }
  return changes;
}

/** The company's open notifications that are due, with their shipments' codes. */
async function overdueItems(core: Core, company: string, now: Date): Promise<DigestItem[]> {
  const rows = await core.db.all(
    `SELECT "shipmentId", "mode", "reference", "milestone", "priority", "dueAt" FROM "notifications"
     WHERE "company" = ? AND "status" = 'open' AND "dueAt" <= ?`,
    [company, formatDateTime(now)],
  );
  const codes = new Map<string, string>();
  for (const mode of SHIPMENT_MODES) {
    const ids = rows.filter((row) => row.mode === mode).map((row) => String(row.shipmentId));
    for (let i = 0; i < ids.length; i += 500) {
      const batch = ids.slice(i, i + 500);
      const found = await core.db.all(
        `SELECT "id", "shipmentCode" FROM "shipments_${mode}" WHERE "company" = ? AND "id" IN (${batch.map(() => '?').join(', ')})`,
        [company, ...batch],
      );
      for (const row of found) codes.set(String(row.id), String(row.shipmentCode ?? ''));
    }
  }
  return rows
    .filter((row) => codes.has(String(row.shipmentId)))
    .map((row) => ({
      shipmentId: String(row.shipmentId),
      mode: row.mode as ShipmentMode,
      code: codes.get(String(row.shipmentId)) ?? '',
      reference: String(row.reference ?? ''),
      milestone: row.milestone as MilestoneKey,
      priority: row.priority as NotificationPriority,
      dueAt: String(row.dueAt ?? '').replace(' ', 'T'),
    }));
}
