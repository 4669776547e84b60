import brandJson from '../../../journey/content/brand.json';
import type { Brand } from '../../../journey/src/contentTypes';
import { fillTemplate } from '../../../journey/src/fillTemplate';

/** What the e-mails say about us: taken from journey/content/brand.json plus the site's address. */
export interface EmailBrand {
  name: string;
  phone: string;
  email: string;
  openingHours: { days: string; hours: string }[];
  /** The journey's public address, for links in e-mails, without a trailing slash. */
  siteUrl: string;
  /** The regulatory footer line ("... is a trading name of ..."). */
  tradingName: string;
}

/** The e-mail brand from brand.json (or another Brand) and the journey's public address. */
export function emailBrand(siteUrl: string, brand: Brand = brandJson as Brand): EmailBrand {
  const values = {
    brand: brand.name,
    insurer: brand.legal.insurer,
    frn: brand.legal.frn,
    companyNumber: brand.legal.companyNumber,
    registeredOffice: brand.legal.registeredOffice,
  };
  return {
    name: brand.name,
    phone: brand.contact.phone,
    email: brand.contact.email,
    openingHours: brand.contact.openingHours,
    siteUrl: siteUrl.replace(/\/+$/, ''),
    tradingName: fillTemplate(brand.legal.tradingName, values),
  };
}

/**
 * The default From address: the brand's name at a quotes mailbox of the brand's domain. A name
 * holding an RFC 5322 special ("Brand: Vans", "Smith, Jones") is quoted, else a mailer reads it as
 * a group or a list of addresses.
 */
export function defaultFrom(brand: Brand = brandJson as Brand): string {
  const domain = brand.contact.email.split('@')[1] ?? 'localhost';
  const name = /[()<>[\]:;@\\,."]/.test(brand.name)
    ? `"${brand.name.replace(/["\\]/g, '\\$&')}"`
    : brand.name;
  return `${name} <quotes@${domain}>`;
}
