// `npm test`: lint, typecheck, unit + integration (vitest), build, browser (Playwright).
// Every stage runs even if an earlier one failed, so one run shows everything that is wrong;
// the last line sums all suites as `N passed, N failed` (lint and typecheck count as one test each).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureTestPrerequisites } from './test-prerequisites.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const startedAt = Date.now();
/** Seconds each stage took, printed before the summary so a slow stage shows at once. */
const stageTimes = [];

function timed(label, started) {
  stageTimes.push([label, (Date.now() - started) / 1000]);
}

// The machine's own prerequisites first (Chromium, PostgreSQL, nginx): installed when missing
// and this process may, or the run stops here naming the command, before any stage starts.
const prerequisitesStarted = Date.now();
const notReady = ensureTestPrerequisites();
if (notReady) {
  console.error(`\n${notReady}`);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
timed('machine prerequisites', prerequisitesStarted);

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  timed(label, started);
  return result.status === 0;
}

/**
 * Like `run`, without blocking: for single-threaded stages that can share the machine's cores.
 * The output is held back and printed in one piece when the stage ends, so logs do not interleave.
 */
function runInParallel(label, command, args, { yieldCpu = false, env = {} } = {}) {
  return new Promise((resolve) => {
    const output = [];
    const started = Date.now();
    // `nice` lowers the stage's priority, so that a longer stage beside it keeps a core.
    const [program, programArgs] = yieldCpu
      ? ['nice', ['-n', '10', command, ...args]]
      : [command, args];
    const child = spawn(program, programArgs, { cwd: root, env: { ...process.env, ...env } });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      timed(label, started);
      console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

function countStage(label, ok) {
  totals[ok ? 'passed' : 'failed'] += 1;
  console.log(`${ok ? '✔' : '✘'} ${label}`);
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

// An install made with `npm ci --ignore-scripts` (.ci/run) has not compiled the native addons
// yet: better-sqlite3 builds SQLite from source, one core for a minute and a half. Compiling it
// beside lint, typecheck and build rather than inside `npm ci` keeps the second core busy. It is
// the one addon the tests need built: esbuild's install script only swaps its launcher for the
// binary that its platform package already holds.
const nativeAddonsBuilt = existsSync(
  path.join(root, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'),
);

// Lint and typecheck each run on one core, and the build waits on its disk writes and
// compression as much as on a core: side by side they take about the time of the longest.
// The compile, when there is one, is the longest (one source file of SQLite, one core): the
// others yield to it and share the second core.
const yieldCpu = !nativeAddonsBuilt;

// With ccache on the machine (.ci/run installs it), the compile goes through it: a clean clone
// whose SQLite source and flags are the same as an earlier build's takes the object files from
// the cache (about 3 s instead of 90). Paths under the clone are hashed relative to it, so every
// clone hits the same entries; a changed source or compiler compiles as before.
const compilerCache =
  spawnSync('ccache', ['--version'], { stdio: 'ignore' }).status === 0
    ? {
        CC: process.env.CC ? `ccache ${process.env.CC}` : 'ccache gcc',
        CXX: process.env.CXX ? `ccache ${process.env.CXX}` : 'ccache g++',
        CCACHE_BASEDIR: root,
        CCACHE_NOHASHDIR: '1',
      }
    : {};
const [lintOk, typecheckOk, buildOk, nativeOk] = await Promise.all([
  runInParallel('lint', 'npm', ['run', 'lint'], { yieldCpu }),
  runInParallel('typecheck', 'npm', ['run', 'typecheck'], { yieldCpu }),
  runInParallel('build', 'npm', ['run', 'build'], { yieldCpu }),
  nativeAddonsBuilt ||
    runInParallel('native addons', 'npm', ['rebuild', 'better-sqlite3'], { env: compilerCache }),
]);
countStage('lint', lintOk);
countStage('typecheck', typecheckOk);
countStage('build', buildOk);
// Not a check of its own: it counts only when it fails, as everything after it then fails too.
if (!nativeOk) countStage('native addons', false);

const vitestFile = path.join(reports, 'vitest.json');
const vitestOk = run('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestFile}`,
]);
const vitest = readJson(vitestFile);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  if (!vitestOk && vitest.numFailedTests === 0) totals.failed += 1; // a suite failed to load
} else totals.failed += 1;

if (buildOk) {
  const playwrightFile = path.join(reports, 'playwright.json');
  // This command is the CI run: retry a failed journey once, recording its trace on the retry
  // only (playwright.config.ts). A trace recorded for every journey costs a tenth of the stage.
  const e2eOk = run('browser tests', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
    CI: process.env.CI || '1',
  });
  const playwright = readJson(playwrightFile);
  const pace = playwright?.config?.metadata?.pace;
  if (pace) console.log(`Browser tests waited at pace ${pace} (e2e/patience.ts).`);
  const stats = playwright?.stats;
  if (stats) {
    totals.passed += stats.expected + (stats.flaky ?? 0);
    totals.failed += stats.unexpected;
    if (!e2eOk && stats.unexpected === 0) totals.failed += 1; // setup or server start failed
  } else totals.failed += 1;
}

console.log('\nStage times (seconds; lint, typecheck, build and native addons run side by side):');
for (const [label, seconds] of stageTimes)
  console.log(`  ${label.padEnd(28)} ${seconds.toFixed(0)}`);
console.log(`  ${'whole test command'.padEnd(28)} ${((Date.now() - startedAt) / 1000).toFixed(0)}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
