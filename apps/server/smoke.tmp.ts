import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { startServer } from './src/start-server.ts';
const dataDir = mkdtempSync(path.join(tmpdir(), 'h1-'));
const s = await startServer({ dataDir, host: '127.0.0.1', port: 0, seed: true, bcryptCost: 4, databaseUrl: process.env.DBURL });
console.log(await s.listColumnsReady());
const pb = new PocketBase(s.url);
await pb.collection('users').authWithPassword('staff@golfo.test', 'RumboDemo2026');
const one = await pb.collection('shipments_ocean').getList(1, 2, { sort: '-sortCode' });
console.log(one.totalItems, one.items.map((i) => [i.shipmentCode, i.sortCode, i.listRow, i.searchText]));
for (const q of ['manzanillo', 'ocn2026', 'mx', 'high ocn', 'zzzz']) {
  const r = await pb.collection('shipments_ocean').getList(1, 3, { search: q, fields: 'id,shipmentCode' });
  console.log(q, r.totalItems, r.items);
}
const p = await pb.collection('partners').getList(1, 2, { search: 'sa' });
console.log('partners', p.totalItems);
try { await pb.collection('users').getList(1, 2, { search: 'x' }); } catch (e) { console.log((e as any).status, (e as any).response); }
await s.close();
