import type { Rolldown } from 'vite';
import type { PublicPage } from '../public-pages.ts';

const PAGE_MODULES: Record<PublicPage['kind'], RegExp> = {
  landing: /\/src\/features\/public-site\/components\/landing-page\.tsx$/,
  service: /\/src\/features\/public-site\/components\/service-page\.tsx$/,
};

/**
 * The stylesheets of a page's content (CSS modules of its components). Its HTML links them:
 * the content is rendered at build time and its script never runs in the browser.
 */
export function pageStyles(bundle: Rolldown.OutputBundle, kind: PublicPage['kind']): string[] {
  const page = Object.values(bundle).find(
    (file) => file.type === 'chunk' && PAGE_MODULES[kind].test(file.facadeModuleId ?? ''),
  );
  if (!page) throw new Error(`Pre-render: the ${kind} page's chunk is missing`);
  return staticClosure(bundle, page.fileName).flatMap((file) => {
    const chunk = bundle[file] as Rolldown.OutputChunk;
    return [...(chunk.viteMetadata?.importedCss ?? [])];
  });
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
