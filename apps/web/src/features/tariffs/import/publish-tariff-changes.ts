import type { TariffWriter } from '#data/tariffs/sdk-tariff-writer.ts';
import type { TariffPublishPlan } from './tariff-publish-plan.ts';

export type TariffPublishOutcome =
  | { ok: true; created: number; updated: number }
  | {
      ok: false;
      /** The write that failed. */
      error: unknown;
      /** Writes made before it, all undone when `undoFailures` is 0. */
      undone: number;
      /** Writes whose undo failed too: those lines stay as published. */
      undoFailures: number;
    };

type Done = { undo: () => Promise<void> };

/**
 * Publishes a plan all or nothing, as far as a client can: creates, then updates, one at a
 * time with the progress after each. When a write fails, the writes already made are undone
 * newest first (a created line deleted, an updated one given its previous values back), so the
 * company's rates are left as they were. An undo that fails is counted, not retried.
 */
export async function publishTariffChanges(input: {
  plan: TariffPublishPlan;
  writer: TariffWriter;
  onProgress?: (done: number, total: number) => void;
}): Promise<TariffPublishOutcome> {
  const { plan, writer, onProgress = () => undefined } = input;
  const steps = [
    ...plan.creates.map((line) => ({
      write: () => writer.create(line.id, line.fields),
      undo: () => writer.remove(line.id),
    })),
    ...plan.updates.map((line) => ({
      write: () => writer.update(line.id, line.fields),
      undo: () => writer.update(line.id, line.previous),
    })),
  ];
  const done: Done[] = [];
  onProgress(0, steps.length);
  for (const step of steps) {
    try {
      await step.write();
    } catch (error) {
      const undoFailures = await undoAll(done);
      return { ok: false, error, undone: done.length - undoFailures, undoFailures };
    }
    done.push(step);
    onProgress(done.length, steps.length);
  }
  return { ok: true, created: plan.creates.length, updated: plan.updates.length };
}

async function undoAll(done: readonly Done[]): Promise<number> {
  let failures = 0;
  for (const step of [...done].reverse()) {
    try {
      await step.undo();
    } catch (error) {
      console.warn('A published tariff change could not be undone.', error);
      failures += 1;
    }
  }
  return failures;
}
