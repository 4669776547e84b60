/**
 * What a page's place shows while its code arrives on a first visit (the router's hydrate
 * fallback): a screen's height kept free, so the header, progress bar and footer are drawn at once
 * and do not move when the page comes.
 */
export function PageArriving() {
  return <div className="page-arriving" aria-hidden="true" />;
}
