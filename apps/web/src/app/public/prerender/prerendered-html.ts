const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;
// React emits a page's <title>, <meta> and resource hints first; they belong in <head>.
const LEADING_HEAD_TAG = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/;

/**
 * The built public index.html turned into the page at `page`: its title and meta tags in the
 * head (ahead of the generic title), its markup inside the app root for the entry script to
 * hydrate, and the stylesheets of its content (`assets/…` files) after the entry's.
 */
export function prerenderedHtml(
  template: string,
  page: string,
  render: (path: string) => string,
  styles: readonly string[],
): string {
  if (!ENTRY_SCRIPT.test(template))
    throw new Error('Pre-render: the built index.html has no module entry script');
  if (!template.includes(ROOT_ELEMENT))
    throw new Error('Pre-render: the built index.html has no empty #root');
  const { headTags, body } = splitHeadTags(render(page));
  const links = styles
    .filter((file) => !template.includes(`/${file}"`)) // the entry's own are linked already
    .map((file) => `<link rel="stylesheet" href="/${file}">`)
    .join('');
  const withHead = insertBefore(
    insertBefore(template, '<title>', headTags.join('')),
    '</head>',
    links,
  );
  return withHead.replace(ROOT_ELEMENT, `<div id="root">${body}</div>`);
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
