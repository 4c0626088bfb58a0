import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin, Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';
import { publicPageAt } from './src/app/public/public-pages.ts';
import { prerenderPublicPages } from './src/app/public/prerender/prerender-public-pages.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const recordServer = 'http://127.0.0.1:8090';

/**
 * Code only signed-in screens use. Chunks holding any of it are named `dashboard-…`, so a
 * browser test can check that public pages never load one (docs/decisions/009).
 */
const DASHBOARD_CODE =
  /\/src\/(app\/shell|routes\/dashboard|routes\/tracking-demo|data)\/|\/src\/features\/(?!public-site\/|auth\/)|\/node_modules\/(dexie|exceljs|recharts|@tanstack\/react-(table|virtual)|@mantine\/(dates|charts))\//;
const PUBLIC_CODE = /\/src\/(features\/public-site\/|app\/public\/|public-main\.tsx)/;

function chunkFileName(chunk: Rolldown.PreRenderedChunk): string {
  const ids = chunk.moduleIds;
  if (ids.some((id) => DASHBOARD_CODE.test(id))) return 'assets/dashboard-[name]-[hash].js';
  if (ids.some((id) => PUBLIC_CODE.test(id))) return 'assets/public-[name]-[hash].js';
  return 'assets/[name]-[hash].js';
}

// packages/domain is pure (no I/O, nothing runs at import): without this, one import from its
// barrel keeps every module it re-exports, demo data generator included.
const TREESHAKE = { moduleSideEffects: (id: string) => !id.includes('/packages/domain/') };

const COMPRESSIBLE = /\.(html|js|css|svg|json)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every text file of the build, for a server that serves
 * pre-compressed files (@fastify/static `preCompressed`): no compression work per request.
 * Runs after the pre-rendered pages are written (plugins' closeBundle hooks run in order).
 */
function precompressBuild(): Plugin {
  let outDir = '';
  return {
    name: 'rumbo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir) return;
      const files = await readdir(outDir, { recursive: true });
      for (const file of files.filter((name) => COMPRESSIBLE.test(name))) {
        const content = await readFile(path.join(outDir, file));
        if (content.length < MIN_COMPRESS_BYTES) continue;
        await writeFile(path.join(outDir, `${file}.gz`), gzipSync(content, { level: 9 }));
        await writeFile(path.join(outDir, `${file}.br`), brotliCompressSync(content));
      }
    },
  };
}

/**
 * Two documents (docs/decisions/014): index.html is the public site, app.html the signed-in
 * app. The development server answers every path that is not a public page or a file with
 * app.html, as the product server does.
 */
function serveAppDocument(): Plugin {
  return {
    name: 'rumbo:serve-app-document',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const pathname = (request.url ?? '/').split('?')[0] ?? '/';
        const isFile =
          /\.[a-z0-9]+$/i.test(pathname) || /^\/(@|api\/|node_modules\/|src\/)/.test(pathname);
        const accepts = request.headers.accept ?? '';
        if (!isFile && accepts.includes('text/html') && !publicPageAt(pathname))
          request.url = `/app.html${(request.url ?? '').slice(pathname.length)}`;
        next();
      });
    },
  };
}

export default defineConfig({
  root,
  plugins: [
    react(),
    serveAppDocument(),
    prerenderPublicPages({ treeshake: TREESHAKE }),
    precompressBuild(),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    // The record server owns /api, including the realtime event stream (SSE), which
    // http-proxy streams through as long as nothing buffers the response.
    proxy: { '/api': { target: recordServer, changeOrigin: true } },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: TREESHAKE,
      // The signed-in app; the public site (index.html) is built by prerenderPublicPages.
      input: { app: path.join(root, 'app.html') },
      output: { entryFileNames: chunkFileName, chunkFileNames: chunkFileName },
    },
  },
  // The web tests' environment; vitest.config.ts (repository root) makes two projects of it.
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // Whole-form tests render and type into a hundred inputs in happy-dom: seconds on 2 cores.
    testTimeout: 30_000,
  },
});
