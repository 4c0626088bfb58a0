import { describe, expect, it } from 'vitest';
import { prerenderedHtml } from './prerendered-html.ts';

// The shape of the public index.html Vite writes (entry script, module preloads, the app root).
const TEMPLATE = `<!doctype html>
<html lang="es" data-mantine-color-scheme="light">
  <head>
    <meta charset="UTF-8" />
    <title>Rumbo</title>
    <script>/* theme */</script>
    <script type="module" crossorigin src="/assets/public-main-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="stylesheet" crossorigin href="/assets/public-main-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MARKUP =
  '<link rel="preload" as="image" href="/favicon.svg"/><title>Excel con IA | Rumbo</title>' +
  '<meta name="description" content="Hojas que trabajan solas."/><header>Rumbo</header><main><h1>Excel con IA</h1></main>';

const STYLES = ['assets/public-service-2.css'];

function render(page = '/servicios/ia-excel') {
  const rendered: string[] = [];
  const html = prerenderedHtml(
    TEMPLATE,
    page,
    (path) => {
      rendered.push(path);
      return MARKUP;
    },
    STYLES,
  );
  return { html, rendered, head: html.split('</head>')[0]!, body: html.split('<body>')[1]! };
}

describe('prerenderedHtml', () => {
  it('renders the page at its own path', () => {
    expect(render().rendered).toEqual(['/servicios/ia-excel']);
  });

  it("moves the page's title and meta into the head, ahead of the generic title", () => {
    const { head } = render();
    const pageTitle = head.indexOf('<title>Excel con IA | Rumbo</title>');
    expect(pageTitle).toBeGreaterThan(0);
    expect(pageTitle).toBeLessThan(head.indexOf('<title>Rumbo</title>'));
    expect(head).toContain('<meta name="description" content="Hojas que trabajan solas."/>');
  });

  it('puts the markup inside the app root for the entry script to hydrate', () => {
    const { body } = render();
    expect(body).toContain(
      '<div id="root"><header>Rumbo</header><main><h1>Excel con IA</h1></main></div>',
    );
    expect(body).not.toContain('<title');
  });

  it("keeps the entry script and links the content's stylesheets after the entry's", () => {
    const { head } = render();
    expect(head).toContain('<script type="module" crossorigin src="/assets/public-main-abc.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-def.js">');
    const pageCss = head.indexOf('<link rel="stylesheet" href="/assets/public-service-2.css">');
    expect(pageCss).toBeGreaterThan(head.indexOf('/assets/public-main-ghi.css'));
  });

  it("does not link the entry's own stylesheet twice", () => {
    const html = prerenderedHtml(TEMPLATE, '/', () => MARKUP, ['assets/public-main-ghi.css']);
    expect(html.match(/public-main-ghi\.css/g)).toHaveLength(1);
  });

  it('refuses a template without the entry script or the empty app root', () => {
    const noScript = TEMPLATE.replace(/<script type="module"[^\n]*\n/, '');
    expect(() => prerenderedHtml(noScript, '/', () => MARKUP, STYLES)).toThrow(/entry script/);
    const noRoot = TEMPLATE.replace('<div id="root"></div>', '');
    expect(() => prerenderedHtml(noRoot, '/', () => MARKUP, STYLES)).toThrow(/#root/);
  });
});
