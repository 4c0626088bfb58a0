import Database from 'better-sqlite3';
const db = new Database('/tmp/demo-data/data.db', { readonly: true });
const cols = db.prepare('PRAGMA table_info(shipments_ocean)').all().map(c=>c.name);
console.log(db.prepare('select count(*) from shipments_ocean').pluck().get(), db.prepare("select count(*) from shipments_ocean where company=(select company from shipments_ocean limit 1)").pluck().get());
const ids = db.prepare("SELECT id FROM shipments_ocean LIMIT 30").pluck().all();
const ph = ids.map(()=>'?').join(',');
const sizeSql = `SELECT "id", ${cols.map(c=>`length(CAST("${c}" AS BLOB))`).join(' + ')} AS size FROM shipments_ocean WHERE id IN (${ph})`;
const sizeSql2 = `SELECT "id", ${cols.map(c=>`octet_length("${c}")`).join(' + ')} AS size FROM shipments_ocean WHERE id IN (${ph})`;
const s = db.prepare(sizeSql), s2=db.prepare(sizeSql2);
const page = db.prepare(`SELECT id FROM shipments_ocean WHERE company = ? ORDER BY created DESC LIMIT 30`);
const co = db.prepare("select company from shipments_ocean limit 1").pluck().get();
function time(name, f){ for(let i=0;i<200;i++) f(); const t=performance.now(); for(let i=0;i<2000;i++) f(); console.log(name, ((performance.now()-t)/2000).toFixed(3),'ms'); }
time('sizes', ()=>s.all(...ids));
try { time('sizes octet', ()=>s2.all(...ids)); } catch(e) { console.log(e.message) }
time('page', ()=>page.all(co));
