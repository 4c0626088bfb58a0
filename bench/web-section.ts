import type { LighthouseSummary } from './web-lighthouse.ts';

/** What every section of `npm run bench:web` gets: the running product and Lighthouse. */
export type WebBenchContext = {
  /** The product server (record API + built web app), e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  /** The built web app the server serves. */
  webDist: string;
  /** Lighthouse (mobile preset) on `path`, `runs` times; medians of the timings. */
  lighthouse: (path: string, runs: number) => Promise<LighthouseSummary>;
};

/** One part of the web benchmark; it prints its own table and verdicts. */
export type WebBenchSection = {
  title: string;
  run: (context: WebBenchContext) => Promise<void>;
};
