/**
 * The site's icon (the web app's public/favicon.svg, served from the web root), linked from every
 * page the server writes itself (the card page, the portal, the policy documents) as the web app's
 * index.html links it: without a link the browser asks for /favicon.ico, which is not there.
 */
export const SITE_ICON_LINK = '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';
