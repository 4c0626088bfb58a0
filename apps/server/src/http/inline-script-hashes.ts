import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';

/** An inline script (a `<script>` without `src`) and what is written between its tags. */
const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\bsrc\s*=/i;

/** The bodies of a document's inline scripts, exactly as written (what a browser hashes). */
export function inlineScriptBodies(html: string): string[] {
  const bodies: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_TAG))
    if (!SRC_ATTRIBUTE.test(attributes)) bodies.push(body);
  return bodies;
}

/** A CSP source expression allowing exactly this script body: `'sha256-<base64>'`. */
export function scriptHashSource(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * The hashes of every inline script of the web build's HTML documents, plus the server's own
 * pages. The build is served straight from its folder (a rebuild needs no restart), so the
 * folder's HTML files are listed again on each use: when one was added, removed or rewritten
 * (another size or modification time), every document is read and hashed again. The check walks
 * the build's folders except its asset folder: a few dozen entries, about 0.13 ms per document
 * (5 ms with the asset folder).
 */
export class InlineScriptHashes {
  private readonly webDist: string | null;
  private readonly fixed: string[];
  private signature = '';
  private sources: string[] = [];

  /** `scripts`: inline script bodies of documents the server renders itself. */
  constructor(webDist: string | null, scripts: readonly string[] = []) {
    this.webDist = webDist;
    this.fixed = scripts.map(scriptHashSource);
    this.sources = this.fixed;
  }

  /** Distinct hash sources, in a stable order. */
  current(): readonly string[] {
    if (!this.webDist) return this.sources;
    const files = htmlFiles(this.webDist);
    const signature = files.map((file) => `${file.path}:${file.size}:${file.mtimeMs}`).join('|');
    if (signature !== this.signature) {
      const hashes = files.flatMap((file) =>
        inlineScriptBodies(readText(file.path)).map(scriptHashSource),
      );
      this.sources = [...new Set([...this.fixed, ...hashes])].sort();
      this.signature = signature;
    }
    return this.sources;
  }
}

type HtmlFile = { path: string; size: number; mtimeMs: number };

/** The build's hashed scripts, styles and pictures: never a document, so never walked. */
const ASSET_FOLDER = 'assets';

/** The HTML files under `root` (its asset folder left out), in a stable order. */
function htmlFiles(root: string, folder = ''): HtmlFile[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(path.join(root, folder), { withFileTypes: true });
  } catch {
    return []; // removed while listing (a rebuild in progress): the next document lists again
  }
  const files: HtmlFile[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const name = path.join(folder, entry.name);
    if (entry.isDirectory() && name !== ASSET_FOLDER) files.push(...htmlFiles(root, name));
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    try {
      const stat = statSync(path.join(root, name));
      files.push({ path: path.join(root, name), size: stat.size, mtimeMs: stat.mtimeMs });
    } catch {
      // Removed while listing: as above.
    }
  }
  return files;
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
