/** Small seeded PRNG (mulberry32): samples are random-looking yet identical run after run. */
export const seededRandom = (seedText: string): (() => number) => {
  let seed = 0x9e3779b9;
  for (let i = 0; i < seedText.length; i += 1)
    seed = Math.imul(seed ^ seedText.charCodeAt(i), 0x5bd1e995);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** The first `count` indices of a seeded shuffle of 0..n-1 (partial Fisher–Yates). */
export const sampleIndices = (n: number, count: number, seedText: string): number[] => {
  const random = seededRandom(seedText);
  const take = Math.min(n, count);
  const swapped = new Map<number, number>();
  const out: number[] = [];
  for (let i = 0; i < take; i += 1) {
    const j = i + Math.floor(random() * (n - i));
    const atJ = swapped.get(j) ?? j;
    out.push(atJ);
    swapped.set(j, swapped.get(i) ?? i);
  }
  return out;
};
