import {
  DEMO_IDS,
  EVENT_MILESTONES,
  MODE_MILESTONES,
  toDate,
  type ShipmentMode,
} from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import { decodeRow } from '../../core/records/record-codec.ts';
import { enqueueShipmentMessages } from './shipment-messages.ts';

/** Milestone messages the demo's log starts with: the latest few of Golfo's past week. */
const DEMO_EVENTS = 4;
const WEEK_MS = 7 * 86_400_000;

/**
 * The demo's message log (issue 37): the latest customer-facing milestones Golfo's shipments
 * reached in the past week are told to their customers' contacts exactly as a person entering
 * those dates would have caused, through the same code, so a new user finds messages waiting
 * ("not sent: no mail server configured") and can open each as it would go out.
 */
export async function seedDemoMessages(core: Core, now: Date): Promise<void> {
  const recent: { mode: ShipmentMode; id: string; field: string; at: number }[] = [];
  for (const mode of ['ocean', 'air', 'land'] as const) {
    const collection = core.collections.find(`shipments_${mode}`);
    if (!collection) continue;
    const rows = await core.db.all(`SELECT * FROM "shipments_${mode}" WHERE "company" = ?`, [
      DEMO_IDS.golfo,
    ]);
    for (const row of rows.map((it) => decodeRow(collection, it))) {
      for (const fields of MODE_MILESTONES[mode]) {
        if (!EVENT_MILESTONES[mode][fields.key]) continue;
        const at = toDate(row[fields.actual] as string)?.getTime() ?? null;
        if (at !== null && at <= now.getTime() && at > now.getTime() - WEEK_MS)
          recent.push({ mode, id: String(row.id), field: fields.actual, at });
      }
    }
  }
  recent.sort((a, b) => b.at - a.at);
  for (const event of recent.slice(0, DEMO_EVENTS)) {
    const collection = core.collections.find(`shipments_${event.mode}`)!;
    const after = await core.reader.findById(collection, event.id);
    if (!after) continue;
    const changes = await core.db.transaction(() =>
      enqueueShipmentMessages(
        core,
        { collection, before: { ...after, [event.field]: '' }, after },
        new Date(event.at),
      ),
    );
    for (const change of changes) await core.hooks.afterChange(change);
  }
}
