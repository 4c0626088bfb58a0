import { describe, expect, it } from 'vitest';
import { ForegroundRequests } from './foreground-requests.ts';

/** Resolves with 'turn' when the background turn ends first, else with 'pending'. */
async function raceTurn(turn: Promise<void>, withinMs: number): Promise<'turn' | 'pending'> {
  const pending = new Promise<'pending'>((resolve) =>
    setTimeout(() => resolve('pending'), withinMs),
  );
  return Promise.race([turn.then(() => 'turn' as const), pending]);
}

describe('ForegroundRequests', () => {
  it('gives background work its turn at once when no request is being answered', async () => {
    const gate = new ForegroundRequests();
    expect(await raceTurn(gate.backgroundTurn(10_000), 50)).toBe('turn');
  });

  it('holds background work while a request is answered and lets it go when it is done', async () => {
    const gate = new ForegroundRequests();
    const leave = gate.enter();
    const turn = gate.backgroundTurn(10_000);
    expect(await raceTurn(turn, 30)).toBe('pending');
    leave();
    expect(await raceTurn(turn, 50)).toBe('turn');
  });

  it('waits for every request, however many', async () => {
    const gate = new ForegroundRequests();
    const leaves = Array.from({ length: 5 }, () => gate.enter());
    const turn = gate.backgroundTurn(10_000);
    for (const leave of leaves.slice(0, 4)) leave();
    expect(await raceTurn(turn, 30)).toBe('pending');
    leaves[4]!();
    expect(await raceTurn(turn, 50)).toBe('turn');
  });

  it('never holds background work past its bound, so steady traffic cannot starve it', async () => {
    const gate = new ForegroundRequests();
    gate.enter();
    const started = performance.now();
    await gate.backgroundTurn(40);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    expect(gate.count).toBe(1);
  });

  it('counts a request once however often it leaves', () => {
    const gate = new ForegroundRequests();
    const first = gate.enter();
    gate.enter();
    first();
    first();
    first();
    expect(gate.count).toBe(1);
  });
});
