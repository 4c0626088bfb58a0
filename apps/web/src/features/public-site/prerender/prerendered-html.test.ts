import { describe, expect, it } from 'vitest';
import { prerenderedHtml } from './prerendered-html.ts';

// The shape of the index.html Vite writes (entry script, module preloads, the app root).
const TEMPLATE = `<!doctype html>
<html lang="es" data-mantine-color-scheme="light">
  <head>
    <meta charset="UTF-8" />
    <title>Rumbo</title>
    <script>/* theme */</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MARKUP =
  '<link rel="preload" as="image" href="/favicon.svg"/><title>Excel con IA | Rumbo</title>' +
  '<meta name="description" content="Hojas que trabajan solas."/><header>Rumbo</header><main><h1>Excel con IA</h1></main>';

const ASSETS = { scripts: ['assets/public-service-1.js'], styles: ['assets/public-layout-2.css'] };

function render(page = '/servicios/ia-excel') {
  const rendered: string[] = [];
  const html = prerenderedHtml(
    TEMPLATE,
    page,
    (path) => {
      rendered.push(path);
      return MARKUP;
    },
    ASSETS,
  );
  return { html, rendered, head: html.split('</head>')[0]!, body: html.split('<body>')[1]! };
}

describe('prerenderedHtml', () => {
  it('renders the page at its own path', () => {
    expect(render().rendered).toEqual(['/servicios/ia-excel']);
  });

  it("moves the page's title and meta into the head, ahead of the generic title", () => {
    const { head } = render();
    const pageTitle = head.indexOf('<title data-prerender-meta>Excel con IA | Rumbo</title>');
    expect(pageTitle).toBeGreaterThan(0);
    expect(pageTitle).toBeLessThan(head.indexOf('<title>Rumbo</title>'));
    expect(head).toContain(
      '<meta data-prerender-meta name="description" content="Hojas que trabajan solas."/>',
    );
  });

  it('puts the markup beside the empty app root, without the hoisted tags', () => {
    const { body } = render();
    expect(body).toContain(
      '<div id="prerendered"><header>Rumbo</header><main><h1>Excel con IA</h1></main></div><div id="root"></div>',
    );
    expect(body).not.toContain('<title');
  });

  it("links the page routes' stylesheets in the head, after the app's own", () => {
    const { head } = render();
    const routeCss = head.indexOf('<link rel="stylesheet" href="/assets/public-layout-2.css">');
    expect(routeCss).toBeGreaterThan(head.indexOf('/assets/index-ghi.css'));
  });

  it('starts the app only once the page has loaded and painted, preloading its modules then', () => {
    const { head, body } = render();
    expect(head).not.toContain('/assets/index-abc.js');
    expect(head).not.toContain('modulepreload');
    const boot = body.slice(body.lastIndexOf('<script>'));
    expect(boot).toContain("addEventListener('load',whenPainted)");
    expect(boot).toContain("getEntriesByName('first-contentful-paint')");
    expect(boot).toContain('import("/assets/index-abc.js")');
    expect(boot).toContain('["/assets/vendor-def.js","/assets/public-service-1.js"]');
  });

  it('shows the static copy only at the path it was rendered for', () => {
    const { body } = render('/');
    expect(body).toContain('var current=here==="/"');
    expect(body).toContain(
      'html[data-prerender=current] #root,html[data-prerender=stale] #prerendered{display:none}',
    );
  });

  it('remembers how far the visitor scrolled the static copy, after their own input only', () => {
    const { body } = render();
    expect(body).toContain("['wheel','touchmove','keydown','pointerdown']");
    expect(body).toContain("copy.setAttribute('data-scroll-y',String(scrollY))");
  });

  it('refuses a template without the app entry script', () => {
    const template = TEMPLATE.replace(/<script type="module"[^\n]*\n/, '');
    expect(() => prerenderedHtml(template, '/', () => MARKUP, ASSETS)).toThrow(/entry script/);
  });
});
