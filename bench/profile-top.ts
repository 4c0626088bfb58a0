/**
 * The top entries of a V8 CPU profile: self time by function (name, file and line), and self
 * time summed by file, as shares of all samples. `npx tsx bench/profile-top.ts <file> [rows]`.
 */
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

export function profileTop(profile: Profile, rows = 25): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  for (const [index, id] of profile.samples.entries())
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  const total = [...self.values()].reduce((sum, value) => sum + value, 0);
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const [id, time] of self) {
    const frame = byId.get(id)!.callFrame;
    const file = shortFile(frame.url);
    const name = `${frame.functionName || '(anonymous)'} ${file}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
    byFile.set(file || frame.functionName, (byFile.get(file || frame.functionName) ?? 0) + time);
  }
  const table = (map: Map<string, number>, title: string) =>
    [
      `${title} (self time, ${(total / 1000).toFixed(0)} ms sampled)`,
      ...[...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, rows)
        .map(([name, time]) => `${((time / total) * 100).toFixed(1).padStart(5)} %  ${name}`),
    ].join('\n');
  return [
    table(byFunction, 'by function'),
    table(byFile, 'by file'),
    table(inclusive(profile, byId), 'our functions with what they call (inclusive time)'),
  ].join('\n\n');
}

/**
 * Time under each of our own functions (apps/, packages/) including what they call, each
 * counted once per sample however deep it recurses: the stages of a request.
 */
function inclusive(profile: Profile, byId: Map<number, Node>): Map<string, number> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const totals = new Map<string, number>();
  for (const [index, id] of profile.samples.entries()) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      const file = shortFile(frame.url);
      if (!/^(apps|packages)\//.test(file)) continue;
      const name = `${frame.functionName || '(anonymous)'} ${file}`;
      if (seen.has(name)) continue;
      seen.add(name);
      totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0));
    }
  }
  return totals;
}

function shortFile(url: string): string {
  if (!url) return '';
  const cut = url.lastIndexOf('/node_modules/');
  if (cut >= 0) return url.slice(cut + '/node_modules/'.length);
  const source = url.search(/\/(apps|packages|bench)\//);
  if (source >= 0) return url.slice(source + 1);
  return url.replace(/^node:/, 'node:');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const profile = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Profile;
  console.log(profileTop(profile, Number(process.argv[3] ?? 25)));
}
