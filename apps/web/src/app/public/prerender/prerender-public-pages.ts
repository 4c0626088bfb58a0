// Build step, runs in Node from apps/web/vite.config.ts (never part of the browser bundle).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';
import { PUBLIC_PAGES, publicPagePath } from '../public-pages.ts';
import { pageStyles } from './page-styles.ts';
import { prerenderedHtml } from './prerendered-html.ts';

type RenderPublicPage = (path: string) => string;
type TreeshakeOptions = NonNullable<Rolldown.InputOptions['treeshake']>;

const RENDER_ENTRY = 'src/app/public/prerender/render-public-page.tsx';
const PUBLIC_FILE_NAMES = 'assets/public-[name]-[hash]';

/**
 * Builds the public site beside the signed-in app (docs/decisions/014): its own client bundle
 * from index.html, with nothing shared with the app's chunks, so a public page loads a few
 * files holding only what it uses; then writes every public page as HTML (dist/index.html,
 * dist/servicios/<key>/index.html) rendered from the same tree the browser hydrates.
 */
export function prerenderPublicPages(options: { treeshake: TreeshakeOptions }): Plugin {
  let root = '';
  let outDir = '';
  let isSsrBuild = false;
  return {
    name: 'rumbo:prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isSsrBuild) return;
      const bundle = await buildPublicClient(root, outDir, options.treeshake);
      const render = await buildRenderer(root);
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      for (const page of PUBLIC_PAGES) {
        const pagePath = publicPagePath(page);
        const html = prerenderedHtml(template, pagePath, render, pageStyles(bundle, page.kind));
        await writePage(outDir, pagePath, html);
      }
    },
  };
}

/** The public site's browser bundle, written into the app's build folder. */
async function buildPublicClient(
  root: string,
  outDir: string,
  treeshake: TreeshakeOptions,
): Promise<Rolldown.OutputBundle> {
  let bundle: Rolldown.OutputBundle = {};
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [
      react(),
      {
        name: 'rumbo:keep-public-bundle',
        generateBundle: (_options, output) => void (bundle = output),
      },
    ],
    build: {
      outDir,
      emptyOutDir: false, // the app's files are there already
      copyPublicDir: false,
      // Browsers that run module scripts all support modulepreload.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: { index: path.join(root, 'index.html') },
        treeshake,
        output: {
          entryFileNames: `${PUBLIC_FILE_NAMES}.js`,
          chunkFileNames: `${PUBLIC_FILE_NAMES}.js`,
          assetFileNames: `${PUBLIC_FILE_NAMES}[extname]`,
        },
      },
    },
  });
  return bundle;
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
