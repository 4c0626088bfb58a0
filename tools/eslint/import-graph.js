// The run-time import graph of the product's sources and its cycles, for the no-cycles rule
// (docs/decisions/062-no-import-cycles.md).
import fs from 'node:fs';
import path from 'node:path';
import { scanImports } from './import-scan.js';

/** The workspace packages under `root`: folder, name, `imports` and `exports` maps. */
function readPackages(root) {
  const packages = [];
  for (const group of ['apps', 'packages']) {
    const dir = path.join(root, group);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name, 'package.json');
      if (!fs.existsSync(file)) continue;
      const json = JSON.parse(fs.readFileSync(file, 'utf8'));
      packages.push({
        dir: path.join(dir, name),
        name: json.name,
        imports: json.imports ?? {},
        exports: json.exports ?? {},
      });
    }
  }
  return packages;
}

/** The target of a subpath map (`imports` or `exports`) for `key`, or null. */
function mapSubpath(map, key) {
  const pick = (target) =>
    typeof target === 'string'
      ? target
      : target && (target.import ?? target.default ?? target.types);
  if (typeof map === 'string') return key === '.' ? map : null;
  if (map[key]) return pick(map[key]);
  for (const [pattern, target] of Object.entries(map)) {
    const star = pattern.indexOf('*');
    if (star < 0) continue;
    const [head, tail] = [pattern.slice(0, star), pattern.slice(star + 1)];
    if (key.startsWith(head) && key.endsWith(tail) && key.length >= head.length + tail.length)
      return pick(target)?.replace('*', key.slice(head.length, key.length - tail.length)) ?? null;
  }
  return null;
}

function walk(dir, files) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') walk(full, files);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
}

/**
 * The graph of `sourceDirs` (relative to `root`): nodes are files, edges run-time imports
 * between them. Imports of anything outside the source folders are left out.
 */
export function buildGraph(root, sourceDirs) {
  const files = [];
  for (const dir of sourceDirs)
    if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir), files);
  const graph = {
    root,
    packages: readPackages(root),
    known: new Set(files),
    texts: new Map(),
    edges: new Map(),
  };
  for (const file of files) setFileText(graph, file, fs.readFileSync(file, 'utf8'));
  return graph;
}

/** Replaces a file's outgoing edges from `text` and drops the components computed before. */
export function setFileText(graph, file, text) {
  graph.texts.set(file, text);
  const targets = new Set();
  for (const { spec, kind } of scanImports(text)) {
    if (kind !== 'value') continue;
    const target = resolveSpec(graph, spec, file);
    if (target) targets.add(target);
  }
  graph.edges.set(file, targets);
  graph.components = null;
}

/** The source file `spec` names from `fromFile`, or null when it is not in the graph. */
export function resolveSpec(graph, spec, fromFile) {
  let base = null;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(fromFile), spec);
  else if (spec.startsWith('#')) {
    const owner = graph.packages.find((p) => fromFile.startsWith(p.dir + path.sep));
    const target = owner && mapSubpath(owner.imports, spec);
    if (target) base = path.resolve(owner.dir, target);
  } else {
    const owner = graph.packages.find((p) => spec === p.name || spec.startsWith(`${p.name}/`));
    const target = owner && mapSubpath(owner.exports, `.${spec.slice(owner.name.length)}`);
    if (target) base = path.resolve(owner.dir, target);
  }
  if (!base) return null;
  const stem = base.replace(/\.[cm]?js$/, '');
  for (const candidate of [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ])
    if (graph.known.has(candidate)) return candidate;
  return null;
}

/** Tarjan's strongly connected components, without recursion: Map node → component id. */
export function stronglyConnected(nodes, successors) {
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const componentOf = new Map();
  let count = 0;
  let next = 0;
  const enter = (node, work) => {
    order.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    work.push([node, successors(node)[Symbol.iterator]()]);
  };
  for (const start of nodes) {
    if (order.has(start)) continue;
    const work = [];
    enter(start, work);
    while (work.length) {
      const [node, rest] = work.at(-1);
      const step = rest.next();
      if (!step.done) {
        const to = step.value;
        if (!order.has(to)) enter(to, work);
        else if (onStack.has(to)) low.set(node, Math.min(low.get(node), order.get(to)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work.at(-1)[0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) !== order.get(node)) continue;
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        componentOf.set(member, count);
      } while (member !== node);
      count++;
    }
  }
  return componentOf;
}

/**
 * Test code: a test file, a file named as a test helper (`notification-test-data.ts`,
 * `test-shipment.ts`) or a file in a `test/` folder (a web test kit). Nothing of the product
 * loads it, so its imports make no folder depend on another.
 */
export function isTestCode(file) {
  if (file.split(path.sep).includes('test')) return true;
  return /(^|[-.])(test|spec)([-.]|$)/.test(path.basename(file).replace(/\.tsx?$/, ''));
}

/** The file and folder components of the graph, computed once per change. */
export function componentsOf(graph) {
  if (graph.components) return graph.components;
  const fileOf = stronglyConnected(graph.edges.keys(), (file) => graph.edges.get(file) ?? []);
  const folderEdges = new Map();
  for (const [file, targets] of graph.edges) {
    const from = path.dirname(file);
    if (!folderEdges.has(from)) folderEdges.set(from, new Set());
    if (isTestCode(file)) continue;
    for (const target of targets) {
      const to = path.dirname(target);
      if (to !== from) folderEdges.get(from).add(to);
    }
  }
  const folderOf = stronglyConnected(folderEdges.keys(), (folder) => folderEdges.get(folder) ?? []);
  graph.components = { fileOf, folderOf, folderEdges };
  return graph.components;
}

/** A shortest path from `from` to `to` through nodes of component `id`: [from, …, to]. */
export function shortestPath(from, to, successors, componentOf) {
  const id = componentOf.get(from);
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    if (node === to) break;
    for (const next of successors(node) ?? []) {
      if (cameFrom.has(next) || componentOf.get(next) !== id) continue;
      cameFrom.set(next, node);
      queue.push(next);
    }
  }
  if (!cameFrom.has(to)) return null;
  const route = [];
  for (let node = to; node !== null; node = cameFrom.get(node)) route.unshift(node);
  return route;
}

/** Every cycle of the graph: the file and folder components of more than one member. */
export function findCycles(graph) {
  const { fileOf, folderOf } = componentsOf(graph);
  const group = (componentOf) => {
    const members = new Map();
    for (const [node, id] of componentOf) members.set(id, [...(members.get(id) ?? []), node]);
    return [...members.values()].map((nodes) => nodes.sort());
  };
  const selfImports = [...graph.edges].filter(([file, targets]) => targets.has(file));
  return {
    files: [...group(fileOf).filter((nodes) => nodes.length > 1), ...selfImports.map(([f]) => [f])],
    folders: group(folderOf).filter((nodes) => nodes.length > 1),
  };
}
