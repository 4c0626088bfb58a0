import { describe, expect, it, vi } from 'vitest';
import { RepeatingTask } from './repeating-task.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RepeatingTask', () => {
  it('runs at once, again after each wait, goes on after a failure, and never twice at once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let runs = 0;
    let inRun = 0;
    let overlapped = false;
    const task = new RepeatingTask({
      run: async () => {
        inRun += 1;
        overlapped ||= inRun > 1;
        runs += 1;
        await pause(5);
        inRun -= 1;
        if (runs === 2) throw new Error('the second run fails');
      },
      nextWaitMs: () => 1,
      failure: 'Test: a run failed.',
    });
    task.start();
    await pause(80);
    await task.stop();
    const after = runs;
    await pause(30);
    expect(after).toBeGreaterThanOrEqual(4);
    expect(runs).toBe(after);
    expect(inRun).toBe(0);
    expect(overlapped).toBe(false);
    expect(warn).toHaveBeenCalledWith('Test: a run failed.', expect.any(Error));
    warn.mockRestore();
  });
});
