// At most `max` of these tasks run at once; the others wait their turn in order. For work that
// occupies one of libuv's four pool threads for long (a memory-hard password hash): a burst of it
// must not take every thread, or cookie checks, file reads and compression queue behind it.

export function limitConcurrency(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) next();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
