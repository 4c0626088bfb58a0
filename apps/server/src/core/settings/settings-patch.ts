import { badRequest } from '../../tools/errors.ts';
import { isSecretPath, SECRET_MASK } from './settings-secrets.ts';
import type { Settings } from './settings-defaults.ts';

const INVALID_BODY = 'An error occurred while loading the submitted data.';

type Node = Record<string, unknown>;

/**
 * The settings with `patch` deep-merged in (reference §5.6): objects merge key by key, other
 * values replace, keys the settings do not have are ignored, and `null` leaves a value as it is
 * (as Go's decoder does), except for the one nullable setting (`pkce`). A value of the wrong kind
 * is malformed input (400).
 *
 * Unlike PocketBase, a secret submitted as the mask `******` keeps the stored secret: clients
 * that send back what `GET /api/settings` returned cannot overwrite secrets with the mask.
 */
export function applySettingsPatch(current: Settings, patch: unknown): Settings {
  if (!isNode(patch)) throw badRequest(INVALID_BODY);
  return mergeNode(current as unknown as Node, patch, '') as unknown as Settings;
}

function mergeNode(current: Node, patch: Node, prefix: string): Node {
  const next: Node = structuredClone(current);
  for (const [key, value] of Object.entries(patch)) {
    if (!Object.hasOwn(current, key)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    next[key] = mergeValue(current[key], value, path);
  }
  return next;
}

function mergeValue(current: unknown, value: unknown, path: string): unknown {
  // `pkce` is the only setting that may be null (unset); for the others null changes nothing.
  if (value === null) return path.endsWith('.pkce') ? null : current;
  if (isSecretPath(path) && value === SECRET_MASK) return current;
  if (isNode(current)) {
    if (!isNode(value)) throw badRequest(INVALID_BODY);
    return mergeNode(current, value, path);
  }
  if (!sameKind(current, value)) throw badRequest(INVALID_BODY);
  return value;
}

function sameKind(current: unknown, value: unknown): boolean {
  if (current === null) return typeof value === 'boolean';
  if (typeof current === 'number') return typeof value === 'number' && Number.isInteger(value);
  if (Array.isArray(current)) return Array.isArray(value);
  return typeof current === typeof value;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
