import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGraph, findCycles } from './import-graph.js';
import { scanImports } from './import-scan.js';
import noCycles from './no-cycles.js';

const SOURCE_DIRS = ['apps/web/src', 'packages/domain/src'];
const PACKAGES = {
  'apps/web/package.json': JSON.stringify({ name: '@rumbo/web', imports: { '#*': './src/*' } }),
  'packages/domain/package.json': JSON.stringify({
    name: '@rumbo/domain',
    exports: { '.': { types: './src/index.ts', default: './src/index.ts' } },
  }),
};
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A repository in a temporary folder: the two package files and `files` (path → text). */
function tree(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'no-cycles-'));
  roots.push(root);
  for (const [file, text] of Object.entries({ ...PACKAGES, ...files })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const W = 'apps/web/src';
const CASES: {
  name: string;
  files: Record<string, string>;
  fileCycles: string[][];
  folderCycles: string[][];
}[] = [
  {
    name: 'no cycle',
    files: { [`${W}/a.ts`]: "import { b } from './b.ts';", [`${W}/b.ts`]: 'export const b = 1;' },
    fileCycles: [],
    folderCycles: [],
  },
  {
    name: 'a two-file cycle',
    files: { [`${W}/a.ts`]: "import './b.ts';", [`${W}/b.ts`]: "export { a } from './a.ts';" },
    fileCycles: [[`${W}/a.ts`, `${W}/b.ts`]],
    folderCycles: [],
  },
  {
    name: 'a file importing itself',
    files: { [`${W}/a.ts`]: "import * as self from './a.ts';\nexport const a = self;" },
    fileCycles: [[`${W}/a.ts`]],
    folderCycles: [],
  },
  {
    name: 'type-only imports and re-exports, which are erased',
    files: {
      [`${W}/a.ts`]: "import { b } from './b.ts';\nexport type A = number;",
      [`${W}/b.ts`]: "import type { A } from './a.ts';\nexport type { A } from './a.ts';",
    },
    fileCycles: [],
    folderCycles: [],
  },
  {
    name: 'an import whose names are all `type`, which the module syntax keeps at run time',
    files: { [`${W}/a.ts`]: "import './b.ts';", [`${W}/b.ts`]: "import { type A } from './a.ts';" },
    fileCycles: [[`${W}/a.ts`, `${W}/b.ts`]],
    folderCycles: [],
  },
  {
    name: 'a folder cycle without a file cycle',
    files: {
      [`${W}/x/a.ts`]: "import '../y/b.ts';",
      [`${W}/y/b.ts`]: 'export {};',
      [`${W}/y/c.ts`]: "import '../x/d.ts';",
      [`${W}/x/d.ts`]: 'export {};',
    },
    fileCycles: [],
    folderCycles: [[`${W}/x`, `${W}/y`]],
  },
  {
    name: 'a test reaching back into its parent folder, which makes no folder cycle',
    files: {
      [`${W}/x/page.ts`]: "import '../x/list/rows.ts';",
      [`${W}/x/list/rows.ts`]: 'export {};',
      [`${W}/x/list/rows.test.ts`]: "import '../x-test-data.ts';",
      [`${W}/x/x-test-data.ts`]: 'export {};',
      [`${W}/test/render.ts`]: "import '../x/page.ts';",
      [`${W}/x/page.test.ts`]: "import '../test/render.ts';",
    },
    fileCycles: [],
    folderCycles: [],
  },
  {
    name: 'test code still closes a file cycle',
    files: {
      [`${W}/x/a-test-data.ts`]: "import '../y/b.ts';",
      [`${W}/y/b.ts`]: "import '../x/a-test-data.ts';",
    },
    fileCycles: [[`${W}/x/a-test-data.ts`, `${W}/y/b.ts`]],
    folderCycles: [],
  },
  {
    name: 'a cycle through the package `#` imports',
    files: { [`${W}/lib/a.ts`]: "import '#lib/b.ts';", [`${W}/lib/b.ts`]: "import './a.ts';" },
    fileCycles: [[`${W}/lib/a.ts`, `${W}/lib/b.ts`]],
    folderCycles: [],
  },
  {
    name: 'a cycle through a workspace package name',
    files: {
      'packages/domain/src/index.ts': "export * from './x/x.ts';",
      'packages/domain/src/x/x.ts': "import { y } from '@rumbo/domain';\nexport const x = y;",
    },
    fileCycles: [['packages/domain/src/index.ts', 'packages/domain/src/x/x.ts']],
    folderCycles: [['packages/domain/src', 'packages/domain/src/x']],
  },
  {
    name: 'a dynamic import, which is left out',
    files: {
      [`${W}/a.ts`]: "import './b.ts';",
      [`${W}/b.ts`]: "export const load = () => import('./a.ts');",
    },
    fileCycles: [],
    folderCycles: [],
  },
  {
    name: 'imports inside comments, strings, templates and regular expressions',
    files: {
      [`${W}/a.ts`]: "import './b.ts';",
      [`${W}/b.ts`]: [
        "// import './a.ts';",
        "/* export * from './a.ts'; */",
        'const s = "import \'./a.ts\'";',
        "const t = `${s ? `x` : 'y'}\nimport './a.ts';`;",
        "const r = /['\"`]/.test(s) ? t : `import './a.ts'`;",
        'export { r };',
      ].join('\n'),
    },
    fileCycles: [],
    folderCycles: [],
  },
];

describe('the import graph', () => {
  it.each(CASES)('finds the cycles of $name', ({ files, fileCycles, folderCycles }) => {
    const root = tree(files);
    const cycles = findCycles(buildGraph(root, SOURCE_DIRS));
    const relative = (groups: string[][]) =>
      groups.map((group) =>
        group.map((file) => path.relative(root, file).split(path.sep).join('/')),
      );
    expect(relative(cycles.files)).toEqual(fileCycles);
    expect(relative(cycles.folders)).toEqual(folderCycles);
  });
});

describe('scanImports', () => {
  it('tells run-time, type-only and dynamic imports apart', () => {
    const text = [
      "import a, { b } from './a.ts';",
      "import type { C } from './c.ts';",
      "import type from './default-named-type.ts';",
      "import {\n  type D,\n  e,\n} from './d.ts';",
      "export * as f from './f.ts';",
      "export type * from './g.ts';",
      "const h = await import('./h.ts');",
      'const i = import.meta.url;',
    ].join('\n');
    expect(scanImports(text)).toEqual([
      { spec: './a.ts', kind: 'value' },
      { spec: './c.ts', kind: 'type' },
      { spec: './default-named-type.ts', kind: 'value' },
      { spec: './d.ts', kind: 'value' },
      { spec: './f.ts', kind: 'value' },
      { spec: './g.ts', kind: 'type' },
      { spec: './h.ts', kind: 'dynamic' },
    ]);
  });
});

describe('rumbo/no-cycles', () => {
  const root = tree({
    [`${W}/a.ts`]:
      "import { b } from './b.ts';\nimport type { T } from './t.ts';\nexport const a = b;",
    [`${W}/b.ts`]: "import { a } from './a.ts';\nexport const b = () => a;",
    [`${W}/t.ts`]: "import { a } from './a.ts';\nexport type T = typeof a;",
    [`${W}/x/c.ts`]: "import { d } from '../y/d.ts';\nexport const c = d;",
    [`${W}/y/d.ts`]: 'export const d = 1;',
    [`${W}/y/e.ts`]: "import { f } from '#x/f.ts';\nexport const e = f;",
    [`${W}/x/f.ts`]: 'export const f = 1;',
  });
  const linter = new Linter({ cwd: root });
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { rumbo: { rules: { 'no-cycles': noCycles } } },
      rules: { 'rumbo/no-cycles': ['error', { root, sourceDirs: SOURCE_DIRS }] },
    },
  ];
  const lint = (file: string, text: string) =>
    linter
      .verify(text, config as Linter.Config[], { filename: path.join(root, W, file) })
      .map((message) => `${message.line}: ${message.message}`);

  it('reports the import that closes a file cycle, naming a shortest way back', () => {
    const text =
      "import { b } from './b.ts';\nimport type { T } from './t.ts';\nexport const a = b;";
    expect(lint('a.ts', text)).toEqual(['1: Import cycle: src/a.ts → src/b.ts → src/a.ts.']);
  });

  it('reports each import between folders of one folder cycle', () => {
    expect(lint('y/e.ts', "import { f } from '#x/f.ts';\nexport const e = f;")).toEqual([
      '1: Folder cycle: src/y → src/x → src/y (through this import of src/x/f.ts).',
    ]);
  });

  it('follows the text being linted rather than the disk', () => {
    expect(lint('b.ts', 'export const b = () => 1;')).toEqual([]);
    expect(lint('a.ts', "import { b } from './b.ts';\nexport const a = b;")).toEqual([]);
  });
});
