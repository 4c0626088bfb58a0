import { describe, expect, it } from 'vitest';
import type { TariffWriter } from '#data/tariffs/sdk-tariff-writer.ts';
import { publishTariffChanges } from './publish-tariff-changes.ts';
import type { TariffPublishPlan } from './tariff-publish-plan.ts';

const PLAN = {
  creates: [
    { id: 'new1', fields: { amount: 10 } },
    { id: 'new2', fields: { amount: 20 } },
  ],
  updates: [
    { id: 'old1', fields: { amount: 30 }, previous: { amount: 25, updatedBy: 'ana' } },
    { id: 'old2', fields: { amount: 40 }, previous: { amount: 35, updatedBy: 'ana' } },
  ],
} as unknown as TariffPublishPlan;

/** A writer that records every call and refuses the calls named in `refuse`. */
function recordingWriter(refuse: string[] = []) {
  const calls: string[] = [];
  const call = async (name: string) => {
    calls.push(name);
    if (refuse.includes(name)) throw new Error(`refused ${name}`);
  };
  const writer: TariffWriter = {
    create: (id, fields) => call(`create ${id} ${JSON.stringify(fields)}`),
    update: (id, fields) => call(`update ${id} ${JSON.stringify(fields)}`),
    remove: (id) => call(`remove ${id}`),
  };
  return { writer, calls };
}

describe('publishTariffChanges', () => {
  it('creates, then updates, reporting the progress after each write', async () => {
    const { writer, calls } = recordingWriter();
    const progress: number[] = [];
    const outcome = await publishTariffChanges({
      plan: PLAN,
      writer,
      onProgress: (done, total) => progress.push(done / total),
    });
    expect(outcome).toEqual({ ok: true, created: 2, updated: 2 });
    expect(calls).toEqual([
      'create new1 {"amount":10}',
      'create new2 {"amount":20}',
      'update old1 {"amount":30}',
      'update old2 {"amount":40}',
    ]);
    expect(progress).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('undoes the writes already made, newest first, when one fails', async () => {
    const { writer, calls } = recordingWriter(['update old2 {"amount":40}']);
    const outcome = await publishTariffChanges({ plan: PLAN, writer });
    expect(outcome).toMatchObject({ ok: false, undone: 3, undoFailures: 0 });
    expect(calls.slice(4)).toEqual([
      'update old1 {"amount":25,"updatedBy":"ana"}',
      'remove new2',
      'remove new1',
    ]);
  });

  it('writes nothing more when the first write fails', async () => {
    const { writer, calls } = recordingWriter(['create new1 {"amount":10}']);
    const outcome = await publishTariffChanges({ plan: PLAN, writer });
    expect(outcome).toMatchObject({ ok: false, undone: 0, undoFailures: 0 });
    expect(calls).toHaveLength(1);
  });

  it('goes on undoing past an undo that fails, and counts it', async () => {
    const { writer, calls } = recordingWriter(['update old1 {"amount":30}', 'remove new2']);
    const outcome = await publishTariffChanges({ plan: PLAN, writer });
    expect(outcome).toMatchObject({ ok: false, undone: 1, undoFailures: 1 });
    expect(calls.slice(3)).toEqual(['remove new2', 'remove new1']);
  });
});
