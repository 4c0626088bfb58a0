/**
 * The busy company of `bench/fairness.bench.ts`, in a process of its own so that reading its
 * large answers never delays the timed requests: lists one URL in `loops` parallel loops until
 * told to stop, then sends back each request's milliseconds.
 */
type Start = { url: string; token: string; loops: number };

let running = true;
const times: number[] = [];

async function loop(url: string, token: string): Promise<void> {
  while (running) {
    const started = performance.now();
    const response = await fetch(url, {
      headers: {
        Authorization: token,
        'accept-encoding': process.env.BENCH_FAIRNESS_ENCODING ?? 'br, gzip',
      },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the large page answered ${response.status}`);
    times.push(performance.now() - started);
  }
}

process.once('message', (start: Start) => {
  const loops = Array.from({ length: start.loops }, () => loop(start.url, start.token));
  process.once('message', () => {
    running = false;
    void Promise.all(loops).then(() => {
      process.send!({ times });
      process.disconnect();
    });
  });
  process.send!({ started: true });
});
