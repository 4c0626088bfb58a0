// Local ESLint rule that keeps dependencies flowing one way (docs/decisions/002-repository-layout.md).
// Every source file gets a layer from its path; every import is resolved to a layer and checked
// against the table below. No plugin: the rules are ours and fit in one screen.
import path from 'node:path';
import { builtinModules } from 'node:module';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** Layer of a repository-relative path, or null when the rule does not apply. */
export function layerOf(rel) {
  const web = rel.match(/^apps\/web\/src\/([^/]+)(?:\/([^/]+))?/);
  if (web) return web[1] === 'features' && web[2] ? `web/features/${web[2]}` : `web/${web[1]}`;
  const server = rel.match(/^apps\/server\/src\/([^/]+)/);
  if (server) return server[1].includes('.') ? 'server/root' : `server/${server[1]}`;
  if (rel.startsWith('apps/server/test/')) return 'server/test';
  if (rel.startsWith('packages/domain/src/')) return 'domain';
  return null;
}

const WEB_SHARED = ['web/ui', 'web/i18n', 'web/lib', 'web/data', 'domain'];
const ALLOWED = {
  'web/app': ['web/app', 'web/routes', 'web/features/*', ...WEB_SHARED],
  'web/routes': ['web/routes', 'web/features/*', ...WEB_SHARED],
  'web/features/*': ['self', ...WEB_SHARED],
  'web/data': ['web/data', 'web/lib', 'domain'],
  'web/ui': ['web/ui', 'web/i18n', 'web/lib', 'domain'],
  // The texts and the language (docs/decisions/061): above lib, which never imports them.
  'web/i18n': ['web/i18n', 'web/lib', 'domain'],
  'web/lib': ['web/lib', 'domain'],
  'web/main.tsx': ['web/app', 'web/lib', 'web/ui'],
  'web/public-main.tsx': ['web/app', 'web/lib', 'web/ui'],
  'web/track-main.tsx': ['web/app', 'web/lib', 'web/ui'],
  'web/test': ['web/*', 'domain'],
  'server/http': ['server/http', 'server/core', 'server/tools', 'server/root', 'domain'],
  'server/core': ['server/core', 'server/tools', 'server/root', 'domain'],
  'server/tools': ['server/tools'],
  // Schema and data migrations run at start: they know the record engine, not the product.
  'server/migrations': ['server/migrations', 'server/core', 'server/tools', 'domain'],
  // The product on the record engine (hooks, notifications, seeds, figures): every folder under
  // src/product is this one layer. Nothing below it (core, migrations) may import it.
  'server/product': ['server/product', 'server/core', 'server/tools', 'domain'],
  'server/cli': ['server/*', 'domain'],
  'server/root': ['server/*', 'domain'],
  'server/test': ['server/*', 'domain'],
  domain: ['domain'],
};

function allowedFor(layer) {
  if (layer.startsWith('web/features/')) return ALLOWED['web/features/*'];
  return ALLOWED[layer] ?? [];
}

function matches(pattern, target, source) {
  if (pattern === 'self') return target === source;
  if (pattern.endsWith('/*')) return target.startsWith(pattern.slice(0, -1));
  return pattern === target;
}

function resolveImport(spec, fileAbs) {
  if (spec.startsWith('.')) return path.relative(ROOT, path.resolve(path.dirname(fileAbs), spec));
  if (spec.startsWith('#')) {
    const app = path.relative(ROOT, fileAbs).match(/^(apps\/[^/]+)\//);
    return app ? `${app[1]}/src/${spec.slice(1)}` : null;
  }
  if (spec === '@rumbo/domain' || spec.startsWith('@rumbo/domain/')) return 'packages/domain/src/';
  if (spec.startsWith('@rumbo/')) return `apps/${spec.slice('@rumbo/'.length)}/src/`;
  return null;
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { denied: '{{from}} may not import {{to}}.' } },
  create(context) {
    const fileAbs = context.filename;
    const source = layerOf(path.relative(ROOT, fileAbs));
    if (!source) return {};
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      if (
        source === 'domain' &&
        (NODE_BUILTINS.has(spec) || spec === 'react' || spec === 'react-dom')
      )
        return context.report({ node, messageId: 'denied', data: { from: source, to: spec } });
      const rel = resolveImport(spec, fileAbs);
      const target = rel && layerOf(rel);
      if (!target) {
        const crossApp =
          rel && !rel.startsWith(path.relative(ROOT, fileAbs).split('/').slice(0, 2).join('/'));
        if (crossApp && rel.startsWith('apps/'))
          context.report({ node, messageId: 'denied', data: { from: source, to: spec } });
        return;
      }
      const isCrossApp = source.split('/')[0] !== target.split('/')[0] && target !== 'domain';
      // Tests may also use their app's shared test helpers.
      const testHelper = /\.test\.tsx?$/.test(fileAbs) && target.endsWith('/test');
      const ok =
        !isCrossApp && (testHelper || allowedFor(source).some((p) => matches(p, target, source)));
      if (!ok) context.report({ node, messageId: 'denied', data: { from: source, to: target } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries: rule } };
