// Build step, runs in Node from apps/web/vite.config.ts (never part of the browser bundle).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';
import { paths, SERVICE_KEYS } from '../../../lib/paths.ts';
import { prerenderedHtml, type PrerenderAssets } from './prerendered-html.ts';

type RenderPublicPage = (path: string) => string;

const RENDER_ENTRY = 'src/features/public-site/prerender/render-public-page.tsx';
const LAYOUT_ROUTE = /\/src\/routes\/public-layout\.tsx$/;
const PAGE_ROUTES = {
  landing: /\/src\/routes\/landing\.tsx$/,
  service: /\/src\/routes\/service\.tsx$/,
};

/**
 * Writes a static copy of every public page (dist/index.html, dist/servicios/<key>/index.html),
 * rendered from the app's own components, so the first paint needs no JavaScript (Lighthouse
 * mobile: FCP and LCP come from HTML and CSS). The app then replaces the copy (see
 * use-prerender-takeover.ts). docs/decisions/009-public-site-performance.md.
 */
export function prerenderPublicPages(): Plugin {
  let root = '';
  let outDir = '';
  let isSsrBuild = false;
  const assets = { landing: emptyAssets(), service: emptyAssets() };
  return {
    name: 'rumbo:prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (isSsrBuild) return;
      assets.landing = routeAssets(bundle, [LAYOUT_ROUTE, PAGE_ROUTES.landing]);
      assets.service = routeAssets(bundle, [LAYOUT_ROUTE, PAGE_ROUTES.service]);
    },
    async closeBundle() {
      if (isSsrBuild) return;
      const render = await buildRenderer(root);
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      await writePage(
        outDir,
        paths.home,
        prerenderedHtml(template, paths.home, render, assets.landing),
      );
      for (const service of SERVICE_KEYS) {
        const page = paths.service(service);
        await writePage(outDir, page, prerenderedHtml(template, page, render, assets.service));
      }
    },
  };
}

function emptyAssets(): PrerenderAssets {
  return { scripts: [], styles: [] };
}

/** JS chunks and CSS files the given route modules load, so the static page can preload them. */
function routeAssets(bundle: Rolldown.OutputBundle, routes: RegExp[]): PrerenderAssets {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const alreadyLoaded = new Set(entry ? staticClosure(bundle, entry.fileName) : []);
  const scripts = new Set<string>();
  for (const route of routes) {
    const chunk = chunks.find((candidate) => route.test(candidate.facadeModuleId ?? ''));
    if (chunk) staticClosure(bundle, chunk.fileName).forEach((file) => scripts.add(file));
  }
  const wanted = [...scripts].filter((file) => !alreadyLoaded.has(file));
  const styles = wanted.flatMap((file) => {
    const chunk = bundle[file] as Rolldown.OutputChunk;
    return [...(chunk.viteMetadata?.importedCss ?? [])];
  });
  return { scripts: wanted, styles };
}

function staticClosure(bundle: Rolldown.OutputBundle, start: string): string[] {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.pop()!;
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') continue;
    seen.add(file);
    pending.push(...chunk.imports);
  }
  return [...seen];
}

/** Bundles the render entry for Node next to node_modules (its packages stay external). */
async function buildRenderer(root: string): Promise<RenderPublicPage> {
  const ssrOutDir = path.join(root, 'node_modules/.rumbo-prerender');
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [react()],
      // lib/env.ts reads the page's origin when imported; the static pages do not use it.
      define: { 'window.location.origin': '""' },
      build: { ssr: RENDER_ENTRY, outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false },
    });
    // The query defeats Node's module cache when one process builds twice (watch mode).
    const entryUrl = `${pathToFileURL(path.join(ssrOutDir, 'render-public-page.js')).href}?t=${Date.now()}`;
    const { renderPublicPage } = (await import(entryUrl)) as { renderPublicPage: RenderPublicPage };
    return renderPublicPage;
  } finally {
    // The bundle is imported by then; the folder is only scaffolding.
    await rm(ssrOutDir, { recursive: true, force: true });
  }
}

async function writePage(outDir: string, page: string, html: string): Promise<void> {
  const file = path.join(outDir, page, 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}
