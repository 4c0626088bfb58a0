const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Draws built on one `() => number` source, so a seeded source gives repeatable demo data. */
export type DemoRandom = {
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** A float in [min, max). */
  float: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
  /** A record id: 15 characters of [a-z0-9], like PocketBase's. */
  id: () => string;
  digits: (count: number) => string;
};

export function createDemoRandom(random: () => number): DemoRandom {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick needs at least one item');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    int,
    float: (min, max) => min + random() * (max - min),
    pick,
    chance: (probability) => random() < probability,
    id: () =>
      Array.from({ length: 15 }, () => ID_ALPHABET.charAt(int(0, ID_ALPHABET.length - 1))).join(''),
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
  };
}
