import copy from '../../../../journey/content/hosted-payment.json';
import type { Response } from 'express';
import { SITE_ICON_LINK } from '../../../siteIcon';

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export const ASSETS_PATH = '/hosted-payments/assets';

/**
 * A whole standalone page. No inline script or style (the page runs under `script-src 'self'`);
 * the form posts target the top window so the outcome replaces the journey, not just its frame.
 */
export function htmlPage(title: string, main: string, options: { refreshSeconds?: number } = {}): string {
  const refresh =
    options.refreshSeconds !== undefined
      ? `\n    <meta http-equiv="refresh" content="${options.refreshSeconds}">`
      : '';
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">${refresh}
    <title>${escapeHtml(title)}</title>
    ${SITE_ICON_LINK}
    <link rel="stylesheet" href="${ASSETS_PATH}/hosted-page.css">
    <script src="${ASSETS_PATH}/hosted-page.js" defer></script>
  </head>
  <body>
    <main class="hp" id="main">
${main}
    </main>
  </body>
</html>
`;
}

/** A page that only says something, with an optional way on. */
export function messagePage(title: string, text: string, link?: { href: string; label: string }): string {
  const action = link
    ? `\n      <p><a class="hp-button" href="${escapeHtml(link.href)}" target="_top">${escapeHtml(link.label)}</a></p>`
    : '';
  return htmlPage(
    title,
    `      <h1>${escapeHtml(title)}</h1>
      <p>${escapeHtml(text)}</p>${action}`,
  );
}

/** A hidden token field and the cancel button that goes with it. */
export function cancelForm(action: string, token: string): string {
  return `      <form method="post" action="${escapeHtml(action)}" target="_top" class="hp-cancel">
        <input type="hidden" name="token" value="${escapeHtml(token)}">
        <button type="submit" class="hp-link">${escapeHtml(copy.cancel)}</button>
      </form>`;
}

/** The page runs framed by our own journey only, and loads nothing from elsewhere. */
const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; " +
  "frame-ancestors 'self'; base-uri 'none'";

/** Sends a hosted page with its own headers: framed by our journey only, never cached. */
export function sendPage(res: Response, status: number, html: string): void {
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': PAGE_CSP,
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'no-referrer',
    })
    .send(html);
}
