/**
 * The busy company of `bench/fairness.bench.ts`, in a process of its own so that reading its
 * large answers never delays the timed requests: lists one URL in `loops` parallel loops until
 * told to stop, then sends back each request's milliseconds.
 *
 * It reads the answer's bytes as they come over the wire and does not decompress them: a real
 * client decompresses on its own machine, while here, on the benchmark's shared cores,
 * decompressing 15 MB per answer would take a core away from the server being measured.
 */
import { get } from 'node:http';

type Start = { url: string; token: string; loops: number };

let running = true;
const times: number[] = [];
const encoding = process.env.BENCH_FAIRNESS_ENCODING ?? 'br, gzip';

function listOnce(url: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { Authorization: token, 'accept-encoding': encoding } });
    request.once('error', reject);
    request.once('response', (response) => {
      if (response.statusCode !== 200)
        return reject(new Error(`the large page answered ${response.statusCode}`));
      response.on('data', () => {});
      response.once('end', resolve);
      response.once('error', reject);
    });
  });
}

async function loop(url: string, token: string): Promise<void> {
  while (running) {
    const started = performance.now();
    await listOnce(url, token);
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
