import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Relative paths (with `/`) of the regular files under `root`, depth first; nothing when `root`
 * does not exist or is not a folder. Symbolic links and other special files are skipped, as
 * PocketBase skips them.
 */
export function listFiles(root: string, prefix = ''): string[] {
  const folder = path.join(root, prefix);
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
  return entries.flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listFiles(root, relative);
    return entry.isFile() ? [relative] : [];
  });
}
