import { prerenderMarkers } from './prerender-markers.ts';

export type PrerenderAssets = {
  /** Files under the build folder (`assets/…`) the page's route modules load. */
  scripts: readonly string[];
  styles: readonly string[];
};

const ROOT_ELEMENT = '<div id="root"></div>';
const BOOT_FALLBACK_MS = 3000;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
// React emits a page's <title>, <meta> and resource hints first; they belong in <head>.
const LEADING_HEAD_TAG = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/;

/**
 * The built index.html turned into the static page at `page`: its head tags and markup beside
 * the (still empty) app root, a script that shows the copy only at that path (the server also
 * answers unknown paths with index.html), and the app's scripts requested only once the page
 * has painted.
 */
export function prerenderedHtml(
  template: string,
  page: string,
  render: (path: string) => string,
  assets: PrerenderAssets,
): string {
  const { headTags, body } = splitHeadTags(render(page));
  const { staticRootId, stateAttribute, headAttribute } = prerenderMarkers;
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('Pre-render: the built index.html has no module entry script');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const shell = template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const meta = headTags.map((tag) => tag.replace(/^<(\w+)/, `<$1 ${headAttribute}`)).join('');
  const styles = assets.styles.map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
  const hide = `html[${stateAttribute}=current] #root,html[${stateAttribute}=stale] #${staticRootId}{display:none}`;
  const scripts = [...preloads, ...assets.scripts.map((file) => `/${file}`)];
  const html = insertBefore(insertBefore(shell, '<title>', meta), '</head>', styles);
  return insertBefore(
    html.replace(ROOT_ELEMENT, `<div id="${staticRootId}">${body}</div>${ROOT_ELEMENT}`),
    '</body>',
    `<style>${hide}</style><script>${stateScript(page)}${bootScript(entry, scripts)}</script>`,
  );
}

/**
 * Marks whether the static copy belongs to this path; if not, drops its title and meta. While
 * it is shown, remembers how far the visitor scrolled it (scrolls right after their input
 * only: the app's start scrolls too), so the live page opens at the same place.
 */
function stateScript(page: string): string {
  const { staticRootId, stateAttribute, headAttribute, scrollAttribute } = prerenderMarkers;
  return (
    `(function(){var here=location.pathname.replace(/\\/+$/,'')||'/';` +
    `var current=here===${JSON.stringify(page)};` +
    `document.documentElement.setAttribute('${stateAttribute}',current?'current':'stale');` +
    `if(!current){document.querySelectorAll('[${headAttribute}]').forEach(function(n){n.remove()});return}` +
    `var input=0;['wheel','touchmove','keydown','pointerdown'].forEach(function(type){` +
    `addEventListener(type,function(){input=Date.now()},{passive:true})});` +
    `addEventListener('scroll',function(){var copy=document.getElementById('${staticRootId}');` +
    `if(copy&&Date.now()-input<1000)copy.setAttribute('${scrollAttribute}',String(scrollY))},{passive:true})})();`
  );
}

/**
 * Preloads the app's modules and starts it once the page has loaded and painted: its 200 KB of
 * JavaScript would otherwise compete with the page's own HTML and CSS on slow networks and hold
 * the main thread before the first paint. A tab opened in the background never paints, hence
 * the fallback.
 */
function bootScript(entry: string, modules: readonly string[]): string {
  return (
    `(function(){var started=false;function boot(){if(started)return;started=true;` +
    `${JSON.stringify(modules)}.forEach(function(href){var link=document.createElement('link');` +
    `link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.appendChild(link)});` +
    `import(${JSON.stringify(entry)})}` +
    `function whenPainted(){setTimeout(boot,${BOOT_FALLBACK_MS});try{new PerformanceObserver(` +
    `function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){` +
    `observer.disconnect();setTimeout(boot,0)}}).observe({type:'paint',buffered:true})}` +
    `catch(error){boot()}}` +
    `if(document.readyState==='complete')whenPainted();else addEventListener('load',whenPainted)})();`
  );
}

function splitHeadTags(markup: string): { headTags: string[]; body: string } {
  const headTags: string[] = [];
  let body = markup;
  for (let match = LEADING_HEAD_TAG.exec(body); match; match = LEADING_HEAD_TAG.exec(body)) {
    headTags.push(match[0]);
    body = body.slice(match[0].length);
  }
  return { headTags, body };
}

function insertBefore(html: string, marker: string, addition: string): string {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`Pre-render: the built index.html has no ${marker}`);
  return html.slice(0, at) + addition + html.slice(at);
}
