// Build step, runs in Node from apps/web/vite.config.ts (never part of the browser bundle).
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';

type TreeshakeOptions = NonNullable<Rolldown.InputOptions['treeshake']>;

const TRACK_FILE_NAMES = 'assets/track-[name]-[hash]';

/**
 * Builds the tracking page (track.html, issue 37, decision 072) beside the signed-in app as the
 * public site is built: a bundle of its own with nothing shared with the app's chunks, so a
 * customer's phone loads React and the page, not the dashboard's shared code. Its files are
 * named `track-…`, which the dashboard's service worker leaves out.
 */
export function buildTrackPage(options: { treeshake: TreeshakeOptions }): Plugin {
  let root = '';
  let outDir = '';
  let isSsrBuild = false;
  return {
    name: 'rumbo:build-track-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isSsrBuild) return;
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        build: {
          outDir,
          emptyOutDir: false, // the app's files are there already
          copyPublicDir: false,
          modulePreload: { polyfill: false },
          rolldownOptions: {
            input: { track: path.join(root, 'track.html') },
            treeshake: options.treeshake,
            output: {
              entryFileNames: `${TRACK_FILE_NAMES}.js`,
              chunkFileNames: `${TRACK_FILE_NAMES}.js`,
              assetFileNames: `${TRACK_FILE_NAMES}[extname]`,
            },
          },
        },
      });
    },
  };
}
