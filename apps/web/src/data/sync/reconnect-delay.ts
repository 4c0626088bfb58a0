const DELAYS_MS = [1000, 2000, 3000] as const;
const STEADY_DELAY_MS = 5000;

/**
 * How long to wait before probing the server again after `attempt` failed probes: quick at
 * first, then every 5 s, so the offline badge goes away within seconds of the server's return
 * without hammering it while it is down.
 */
export function reconnectDelay(attempt: number): number {
  return DELAYS_MS[Math.max(0, Math.floor(attempt))] ?? STEADY_DELAY_MS;
}
