/**
 * mulberry32, a tiny seeded PRNG: 32 bits of state, uniform floats in [0, 1). Good enough to make
 * demo data repeatable (same seed, same data); never use it for anything secret.
 *
 * @example const random = mulberry32(2026); random(); // 0.0–1.0, the same sequence every run
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
