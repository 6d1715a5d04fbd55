import { HOTEL } from '@hotel/shared';
import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/html.js';
import { isApiRequest } from './api-route.js';

/**
 * A browser asking for a page (an address typed, a link followed, a reload): it shows an error's answer as it is,
 * so the API's JSON would reach the visitor as raw text. The web app's own calls are API requests and keep it.
 */
export const wantsPage = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isApiRequest(request) &&
  (request.headers.accept ?? '').includes('text/html');

const HINTS: Record<number, string> = {
  429: 'Please wait a minute, then reload the page.',
  503: 'We will be back in a moment: please reload the page shortly.',
};

/** A page of its own (no script, styles inline as the page CSP allows) for when the app itself cannot be served. */
export function errorPage(status: number, message: string): string {
  const said = escapeHtml(message);
  const hint = HINTS[status] ?? 'Please try again, or go back to the home page.';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${said} · ${HOTEL.name}</title>
<style>
  :root { color-scheme: light dark; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center;
    font-family: Georgia, 'Times New Roman', serif; background: #f8f6f1; color: #14213d; }
  main { max-width: 32rem; padding: 2rem; text-align: center; }
  .brand { letter-spacing: .3em; text-transform: uppercase; font-size: .8rem; color: #8a6d1f; }
  h1 { font-weight: 400; font-size: 2rem; margin: 1rem 0; }
  p { font-family: system-ui, sans-serif; line-height: 1.6; }
  a { color: inherit; }
  @media (prefers-color-scheme: dark) { body { background: #0f1626; color: #f3efe6; } .brand { color: #d4b35f; } }
</style>
</head>
<body>
<main>
<p class="brand">${HOTEL.name}</p>
<h1>${said}</h1>
<p>${hint}</p>
<p><a href="/">Back to the home page</a></p>
</main>
</body>
</html>
`;
}
