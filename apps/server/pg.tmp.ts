import { startPostgresCluster } from './test/postgres-cluster.ts';
const c = await startPostgresCluster();
console.log(c.url);
await new Promise((r) => setTimeout(r, 3_600_000));
