// What `npm test` needs from the machine beside node_modules: Debian's Chromium (the browser
// tests), PostgreSQL 15's server binaries (the suites on PostgreSQL start a throwaway cluster of
// their own) and nginx (the balancer journey). A machine that has never run Rumbo gets them here,
// so `npm ci` and `npm test` are all a newcomer types (docs/decisions/021).
//
// Installed with apt-get when this process may (root, or sudo without a password); otherwise the
// run stops at once, before any stage, naming the one command that installs them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Each need: the files that show it is met, and the Debian packages that meet it, in order. */
const NEEDS = [
  {
    what: 'Chromium (browser tests, screenshots, benchmarks)',
    present: () =>
      existsSync('/usr/bin/chromium-headless-shell') && existsSync('/usr/bin/chromium'),
    packages: ['chromium', 'chromium-headless-shell'],
  },
  {
    what: 'PostgreSQL 15 server binaries (the suites on PostgreSQL)',
    present: () =>
      existsSync('/usr/lib/postgresql/15/bin/initdb') &&
      existsSync('/usr/lib/postgresql/15/bin/pg_ctl'),
    packages: ['postgresql'],
  },
  {
    what: 'nginx (the balancer journey)',
    present: () => existsSync('/usr/sbin/nginx'),
    // nginx-light is enough and smaller; a release without it has nginx.
    packages: ['nginx-light'],
    fallback: ['nginx'],
  },
  {
    what: "xmllint, xsltproc and openssl (CFDI against the SAT's files: apps/server/sat/SOURCES.md)",
    present: () => onPath('xmllint') && onPath('xsltproc') && onPath('openssl'),
    packages: ['libxml2-utils', 'xsltproc', 'openssl'],
  },
];

/** Optional: keeps the native addon's compiled objects between runs (decision 021). */
const OPTIONAL = [{ present: () => onPath('ccache'), packages: ['ccache'] }];

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** How this process may run apt-get: directly, through sudo, or not at all. */
function aptRunner() {
  if (!onPath('apt-get')) return null;
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : null;
}

function apt(runner, args) {
  const [program, ...prefix] = runner.length ? runner : ['apt-get'];
  const argv = runner.length ? [...prefix, 'apt-get', ...args] : args;
  const result = spawnSync(program, argv, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function install(runner, packages) {
  return apt(runner, ['install', '-y', '-qq', ...packages]);
}

/**
 * Makes sure every need is met. Returns null when the machine is ready, or the reason it is not
 * (with the command that would make it ready).
 */
export function ensureTestPrerequisites() {
  const missing = NEEDS.filter((need) => !need.present());
  const optional = OPTIONAL.filter((need) => !need.present());
  if (missing.length === 0 && optional.length === 0) return null;
  const packages = [...missing, ...optional].flatMap((need) => need.packages);
  const command = `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`;
  const runner = aptRunner();
  if (!runner) {
    if (missing.length === 0) return null; // only the optional cache is absent
    const list = missing.map((need) => `  - ${need.what}`).join('\n');
    return `This machine lacks what the tests need:\n${list}\nInstall it with:\n  ${command}`;
  }
  console.log(`Installing Debian packages the tests need: ${packages.join(' ')}`);
  if (!apt(runner, ['update', '-qq'])) console.log('apt-get update failed; installing anyway');
  for (const need of [...missing, ...optional]) {
    if (install(runner, need.packages) || (need.fallback && install(runner, need.fallback)))
      continue;
    if (!missing.includes(need)) console.log(`${need.packages.join(' ')} not installed (optional)`);
  }
  const stillMissing = missing.filter((need) => !need.present());
  if (stillMissing.length === 0) return null;
  const list = stillMissing.map((need) => `  - ${need.what}`).join('\n');
  return `apt-get could not install:\n${list}\nTry:\n  ${command}`;
}
