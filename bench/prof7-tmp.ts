import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import PocketBase from 'pocketbase';
import { startServer } from '../apps/server/src/start-server.ts';
import { benchOperator } from './web-list-seed.ts';
import { seedFiguresTenant } from './figures-seed.ts';
const dataDir = mkdtempSync(path.join(tmpdir(), 'prof-'));
const server = await startServer({ dataDir, host: '127.0.0.1', port: 0, seed: false, logger: false, bcryptCost: 4 });
const ops = await benchOperator(server.url);
const big = await seedFiguresTenant(ops, server.core.db, { name: 'Big', shipments: Number(process.env.N ?? 100000) });
const pb = new PocketBase(server.url);
await pb.collection('users').authWithPassword(big.email, 'RumboDemo2026');
const session = new Session(); session.connect();
await session.post('Profiler.enable'); await session.post('Profiler.start');
let t = performance.now();
await pb.send('/api/rumbo/home', {});
console.log('cold', Math.round(performance.now() - t));
for (let i = 0; i < 8; i++) {
  t = performance.now(); await pb.send('/api/rumbo/reports', { query: { basis: 'etd', from: `202${i}-01-01` } }); const a = performance.now() - t;
  t = performance.now(); await pb.send('/api/rumbo/home', {}); const b = performance.now() - t;
  t = performance.now(); await pb.send('/api/rumbo/reports/shipments', { query: { figure: 'shipments', page: i + 1 } }); const c = performance.now() - t;
  console.log('report', Math.round(a), 'home', Math.round(b), 'drill', Math.round(c));
}
const { profile } = await session.post('Profiler.stop');
writeFileSync('/tmp/warm.cpuprofile', JSON.stringify(profile));
console.log('heap MB', Math.round(process.memoryUsage().heapUsed / 1e6));
await server.close();
