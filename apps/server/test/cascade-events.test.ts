import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@rumbo/domain';
import type { ChangeEvent } from '../src/core/records/record-hooks.ts';
import { serverWithOperator } from './test-server.ts';

// A delete that cascades or unsets references announces every record it touched, so realtime
// subscribers and file storage stay in step with the database.
const ctx = serverWithOperator();

describe('deleting a user', () => {
  it('announces the cascaded lock and the company whose superuser list lost the user', async () => {
    const user = await ctx.ops.collection('users').create({
      email: 'temporal@golfo.test',
      password: 'Marea-Baja-Quilla-2026',
      passwordConfirm: 'Marea-Baja-Quilla-2026',
      company: DEMO_IDS.golfo,
      role: 'staff',
    });
    const lock = await ctx.ops.collection('shipment_locks').create({
      company: DEMO_IDS.golfo,
      collection: 'shipments_ocean',
      shipmentId: 'cascadeevents01',
      userId: user.id,
      lockedAt: '2026-11-21 10:00:00.000Z',
    });
    const golfo = await ctx.ops.collection('companies').getOne(DEMO_IDS.golfo);
    await ctx.ops
      .collection('companies')
      .update(DEMO_IDS.golfo, { superusers: [...golfo.superusers, user.id] });

    const events: ChangeEvent[] = [];
    const stop = ctx.server.core.hooks.onChange((event) => void events.push(event));
    await ctx.ops.collection('users').delete(user.id);
    stop();

    const seen = events.map((e) => `${e.action} ${e.collection.name} ${String(e.record.id)}`);
    expect(seen).toContain(`delete users ${user.id}`);
    expect(seen).toContain(`delete shipment_locks ${lock.id}`);
    expect(seen).toContain(`update companies ${DEMO_IDS.golfo}`);
    const company = events.find((e) => e.collection.name === 'companies')!.record;
    expect(company.superusers).not.toContain(user.id);
    expect(
      await ctx.ops.collection('shipment_locks').getList(1, 1, { filter: `id = '${lock.id}'` }),
    ).toMatchObject({
      totalItems: 0,
    });
  });
});
