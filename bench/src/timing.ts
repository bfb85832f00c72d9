/** Median of several timed runs after one warm-up, so JIT and GC noise weigh less. */
export const medianMs = async (
  runs: number,
  work: () => Promise<unknown> | unknown,
): Promise<number> => {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
};

export const timeOnce = async <T>(
  work: () => Promise<T> | T,
): Promise<{ ms: number; value: T }> => {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
};

export const fixed = (value: number, digits = 2): string => value.toFixed(digits);

export const heading = (title: string): void => {
  console.log(`\n== ${title} ==`);
};
