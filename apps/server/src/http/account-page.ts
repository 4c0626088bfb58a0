import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PAGE_SCRIPT } from './account-page-script.ts';

/**
 * The small page at `/_/` that the account mails and the OAuth2 popup land on (PocketBase puts
 * its admin UI there). The part after `#` says what to do: report the OAuth2 result, or finish
 * a password reset, verification or email change with the token from the mail. The token stays
 * in the fragment, so it never reaches a server log or a Referer header.
 */
export const ACCOUNT_PAGE_HTML = `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Rumbo</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; display: grid; place-items: center; min-height: 100vh; padding: 1rem; box-sizing: border-box; }
  main { max-width: 26rem; width: 100%; }
  h1 { font-size: 1.4rem; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { display: block; width: 100%; box-sizing: border-box; margin-top: .25rem; padding: .6rem; font-size: 1rem; }
  button { margin-top: 1.25rem; padding: .6rem 1.2rem; font-size: 1rem; cursor: pointer; }
  :focus-visible { outline: 3px solid #1c7ed6; outline-offset: 2px; }
  [role="alert"] { color: #c92a2a; }
  @media (prefers-color-scheme: dark) { [role="alert"] { color: #ff8787; } }
</style>
</head>
<body>
<main>
  <h1 id="title" tabindex="-1">Rumbo</h1>
  <p id="message">Puedes cerrar esta ventana.</p>
  <form id="form" hidden novalidate>
    <div id="fields"></div>
    <p id="error" role="alert"></p>
    <button type="submit">Guardar</button>
  </form>
</main>
<script>${ACCOUNT_PAGE_SCRIPT}</script>
</body>
</html>
`;

export function registerAccountPage(app: FastifyInstance): void {
  app.get('/_/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(ACCOUNT_PAGE_HTML),
  );
}
