/** A deterministic source of random numbers: the same seed gives the same sequence on every run. */
export interface SeededRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/**
 * Marsaglia's xorshift128 over four 32-bit words. Only integer operations, so a seed replays exactly (no
 * `Math.random`, no transcendental functions whose last bits could differ between engines).
 */
export function seededRandom(seed: number): SeededRandom {
  let x = (123_456_789 ^ seed) | 0;
  let y = 362_436_069;
  let z = (521_288_629 ^ Math.imul(seed, 0x9e37_79b9)) | 0;
  let w = 88_675_123;
  const next = (): number => {
    const t = x ^ (x << 11);
    x = y;
    y = z;
    z = w;
    w = (w ^ (w >>> 19) ^ (t ^ (t >>> 8))) | 0;
    return (w >>> 0) / 4_294_967_296;
  };
  // The first outputs still show the seed's bit pattern.
  for (let i = 0; i < 32; i++) next();
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
