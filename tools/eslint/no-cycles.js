// Local ESLint rule: no import cycle among the product's sources, of files or of folders
// (docs/decisions/062-no-import-cycles.md). The run-time import graph of every source file is
// built once per lint process; each file then reports its imports that close a circle.
import path from 'node:path';
import {
  buildGraph,
  componentsOf,
  isTestCode,
  setFileText,
  resolveSpec,
  shortestPath,
} from './import-graph.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];
const graphs = new Map();

function graphFor(root, sourceDirs) {
  const key = `${root}\0${sourceDirs.join('\0')}`;
  if (!graphs.has(key)) graphs.set(key, buildGraph(root, sourceDirs));
  return graphs.get(key);
}

/** Erased at run time: `import type`, `export type`, and re-exports of types only. */
function typeOnly(node) {
  if (node.type === 'ImportDeclaration') return node.importKind === 'type';
  return node.exportKind === 'type';
}

/** A name for a file or folder in messages: relative to its workspace package. */
function nameOf(graph, file) {
  const owner = graph.packages.find((p) => file.startsWith(p.dir + path.sep));
  return path
    .relative(owner ? owner.dir : graph.root, file)
    .split(path.sep)
    .join('/');
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids run-time import cycles between source files and folders.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          sourceDirs: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      fileCycle: 'Import cycle: {{cycle}}.',
      folderCycle: 'Folder cycle: {{cycle}} (through this import of {{target}}).',
    },
  },
  create(context) {
    const { root = ROOT, sourceDirs = SOURCE_DIRS } = context.options[0] ?? {};
    const file = context.filename;
    const inSources = sourceDirs.some((dir) => file.startsWith(path.join(root, dir) + path.sep));
    if (!inSources || !/\.tsx?$/.test(file)) return {};
    const graph = graphFor(root, sourceDirs);
    // A file being edited (or fixed) may differ from the disk: the graph follows its text.
    const text = context.sourceCode.text;
    if (graph.texts.get(file) !== text) {
      graph.known.add(file);
      setFileText(graph, file, text);
    }
    const { fileOf, folderOf, folderEdges } = componentsOf(graph);
    const folder = path.dirname(file);
    const testCode = isTestCode(file);

    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || typeOnly(node)) return;
      const target = resolveSpec(graph, spec, file);
      if (!target) return;
      if (target === file || fileOf.get(target) === fileOf.get(file)) {
        const back = shortestPath(target, file, (f) => graph.edges.get(f), fileOf);
        const cycle = [file, ...(back ?? [target])].map((f) => nameOf(graph, f)).join(' → ');
        context.report({ node, messageId: 'fileCycle', data: { cycle } });
      }
      const targetFolder = path.dirname(target);
      if (
        !testCode &&
        targetFolder !== folder &&
        folderOf.get(targetFolder) === folderOf.get(folder)
      ) {
        const back = shortestPath(targetFolder, folder, (f) => folderEdges.get(f), folderOf);
        const cycle = [folder, ...(back ?? [targetFolder])].map((f) => nameOf(graph, f));
        context.report({
          node,
          messageId: 'folderCycle',
          data: { cycle: cycle.join(' → '), target: nameOf(graph, target) },
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default rule;
