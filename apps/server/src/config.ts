import path from 'node:path';

export type ServerConfig = {
  host: string;
  port: number;
  dataDir: string;
  seed: boolean;
  webDist: string;
};

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

/** Reads the environment (README "Environment variables"); relative DATA_DIR is from the repo root. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8090);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid PORT: ${env.PORT}`);
  return {
    host: env.HOST || '127.0.0.1',
    port,
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR || './data'),
    seed: env.SEED !== '0',
    webDist: path.resolve(REPO_ROOT, env.WEB_DIST || 'apps/web/dist'),
  };
}
