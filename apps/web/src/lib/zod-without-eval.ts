import { config } from 'zod';

// The documents' Content-Security-Policy allows no 'unsafe-eval' (docs/decisions/027). zod
// compiles a fast path for object schemas with `new Function` when the browser lets it, and
// probes that by trying it when the first object schema is built: the probe fails quietly but
// the browser still reports it as a policy violation. Without JIT no probe runs; validation is
// the same. Imported before anything that builds a schema.
config({ jitless: true });
