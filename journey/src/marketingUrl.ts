/**
 * The address of a marketing-site link: a path is joined to `siteUrl`; an absolute http(s)
 * address, a mailto: or a tel: link is kept as it is.
 */
export function marketingUrl(siteUrl: string, link: string): string {
  if (/^(https?:|mailto:|tel:)/i.test(link)) return link;
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}/${link.replace(/^\/+/, '')}`;
}
