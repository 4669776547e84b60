import type { Response } from 'express';
import type { PersonName, Proposal, Quote } from '../../schemas/generated/index';
import addonsJson from '../../journey/addons.json';
import brandJson from '../../journey/content/brand.json';
import checkoutJson from '../../journey/content/checkout.json';
import pagesJson from '../../journey/content/pages.json';
import portalJson from '../../journey/content/portal.json';
import coverTypes from '../../journey/lists/cover_type.json';
import type { Brand } from '../../journey/src/contentTypes';
import { fillTemplate } from '../../journey/src/fillTemplate';
import { ukTimeOfDay, ukToday } from '../../schemas/src/ukDates';
import { escapeHtml, money, ukDate } from '../providers/email/templates/format';
import { SITE_ICON_LINK } from '../siteIcon';
import { vanName } from '../vanName';

export const PORTAL_ASSETS_PATH = '/portal/assets';

export type PortalCopy = typeof portalJson;
export type PortalMessage = 'notFound' | 'expired' | 'unavailable';

const brand = brandJson as Brand;
const values = { brand: brand.name, phone: brand.contact.phone, email: brand.contact.email };
/** A text of the copy with {brand} and {phone} filled in, escaped for HTML. */
const text = (template: string) => escapeHtml(fillTemplate(template, values));

type Row = [label: string, value: string | undefined];

/**
 * The customer's policy page: the reference, when cover starts, the van, the cover, who may
 * drive, the payment, the optional extras, the policyholder and how to reach us. Pure; every
 * value from the proposal is escaped, and a missing one leaves its row out rather than failing.
 * `boughtAt` is when the policy was accepted, where known: cover bought on its start date starts
 * then, not at the start time of later days.
 */
export function renderPortalPage(proposal: Proposal, boughtAt?: Date, copy: PortalCopy = portalJson): string {
  const { labels, sections } = copy;
  const risk = proposal.risk ?? {};
  const quote: Quote = proposal.quote ?? {};
  const vehicle = risk.vehicle ?? {};
  const van = vanName(vehicle);
  const coverType =
    coverTypes.options.find((o) => o.value === vehicle.cover_type)?.name ?? vehicle.cover_type;
  const start = risk.start_date
    ? `${ukDate(risk.start_date)} ${copy.atTime} ${coverStartTime(risk.start_date, boughtAt)}`
    : undefined;

  const cover: Row[] = [
    [labels.policyholder, personName(risk.proposer?.name)],
    [labels.reference, quote.reference],
    [labels.coverStart, start],
    [labels.registration, vehicle.registration],
    [labels.van, van],
    [labels.coverType, coverType],
  ];
  const drivers = (risk.additional_drivers ?? []).map((d) => personName(d.name)).filter(isText);
  const addons = (quote.addons ?? [])
    .filter((a) => a.is_selected === true)
    .map((a) => a.description ?? a.code);

  const main = `      <h1>${text(copy.heading)}</h1>
      <p>${text(copy.intro)}</p>
      <section aria-labelledby="pt-cover">
        <h2 id="pt-cover">${text(sections.cover)}</h2>
${facts(cover)}
      </section>
      <section aria-labelledby="pt-drivers">
        <h2 id="pt-drivers">${text(sections.drivers)}</h2>
        <h3>${text(labels.namedDrivers)}</h3>
${list(drivers, copy.noNamedDrivers)}
      </section>
      <section aria-labelledby="pt-payment">
        <h2 id="pt-payment">${text(sections.payment)}</h2>
${facts(paymentRows(proposal, quote, copy))}
      </section>
      <section aria-labelledby="pt-addons">
        <h2 id="pt-addons">${text(sections.addons)}</h2>
${list(addons, copy.noAddons)}
      </section>
${documents(quote, copy)}
${contact(copy)}`;
  return layout(`${copy.title}: ${brand.name}`, main);
}

/** The page for a link that is wrong (404), expired (410) or cannot be served just now (503). */
export function renderPortalMessage(kind: PortalMessage, copy: PortalCopy = portalJson): string {
  const message = copy[kind];
  const main = `      <h1>${text(message.heading)}</h1>
${message.body.map((paragraph) => `      <p>${text(paragraph)}</p>`).join('\n')}
${contact(copy)}`;
  return layout(`${message.title}: ${brand.name}`, main);
}

/** The policy page's own rules: styles from this site only, no script, never framed or cached. */
const PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Sends a portal page. The link in the address is a credential: no referrer, no cache, no index. */
export function sendPortalPage(res: Response, status: number, html: string): void {
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': PAGE_CSP,
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex, nofollow',
    })
    .send(html);
}

/**
 * Cover starts at the journey's start time on its start date (checkout.json, as the thank-you and
 * summary pages say it), or when it was bought on that day (UK).
 */
function coverStartTime(startDate: string, boughtAt: Date | undefined): string {
  return boughtAt && ukToday(boughtAt) === startDate
    ? ukTimeOfDay(boughtAt)
    : checkoutJson.thankYou.coverStartTime;
}

function paymentRows(proposal: Proposal, quote: Quote, copy: PortalCopy): Row[] {
  const { labels } = copy;
  if (proposal.is_pay_monthly === true) {
    return [
      [labels.paymentMethod, labels.monthly],
      [labels.deposit, quote.monthly_deposit === undefined ? undefined : money(quote.monthly_deposit)],
      [labels.instalments, instalments(quote, copy.instalmentPlan)],
    ];
  }
  return [[labels.paidInFull, quote.premium === undefined ? undefined : money(quote.premium)]];
}

/**
 * "10 monthly payments of £58.36", or with an initial payment "1 payment of £60.00, then 9 ..."
 * (section 9), in the words of portal.json's instalmentPlan.
 */
function instalments(quote: Quote, words: PortalCopy['instalmentPlan']): string | undefined {
  const { monthly_payment: payment, monthly_installments: count } = quote;
  if (payment === undefined || !count) return undefined;
  const initial = quote.monthly_initial_payment ?? 0;
  const regular = (n: number) =>
    fillTemplate(n === 1 ? words.onePayment : words.payments, { count: n, amount: money(payment) });
  return initial > 0
    ? fillTemplate(words.withInitial, { initial: money(initial), payments: regular(count - 1) })
    : regular(count);
}

type DocumentLink = [label: string, url: string | undefined];

/**
 * The documents of the cover bought, as the summary page linked them before purchase: the
 * quote's policy wordings and insurance product information documents, then those of each extra
 * added (its document from the quote, its wording from journey/addons.json), named with the
 * extra. Only this site's own paths are linked; a document without one is left out.
 */
function documents(quote: Quote, copy: PortalCopy): string {
  const { labels } = copy;
  const links: DocumentLink[] = [
    ...(quote.wordings ?? []).map((w): DocumentLink => [w.text ?? labels.wording, w.url]),
    ...(quote.ipids ?? []).map((i): DocumentLink => [labels.ipid, i.url]),
  ];
  for (const addon of quote.addons ?? []) {
    if (addon.is_selected !== true) continue;
    const cover = addon.description ?? addon.code;
    const named = (document: string) => fillTemplate(copy.addonDocument, { document, cover });
    const wording = addonWordings.get(addon.code);
    links.push([named(labels.ipid), addon.ipid?.url], [named(labels.wording), wording]);
  }
  const items = links
    .filter((link): link is [string, string] => isOwnPath(link[1]))
    .map(([label, url]) => `          <li><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></li>`);
  if (items.length === 0) return '';
  return `      <section aria-labelledby="pt-documents">
        <h2 id="pt-documents">${text(copy.sections.documents)}</h2>
        <p>${text(copy.documentsIntro)}</p>
        <ul>
${items.join('\n')}
        </ul>
      </section>`;
}

/** Each extra's policy wording, by code (journey/addons.json). */
const addonWordings = new Map(addonsJson.addons.map((a) => [a.code, a.wording_url]));

/** A path of this site ("/documents/..."), never another site's address or a script. */
const isOwnPath = (url: string | undefined): url is string =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');

function contact(copy: PortalCopy): string {
  const hours = brand.contact.openingHours
    .map((h) => `          <div><dt>${escapeHtml(h.days)}</dt><dd>${escapeHtml(h.hours)}</dd></div>`)
    .join('\n');
  return `      <section aria-labelledby="pt-contact" class="pt-contact">
        <h2 id="pt-contact">${text(copy.sections.contact)}</h2>
        <p>${text(copy.labels.phone)}: <a href="tel:${escapeHtml(brand.contact.phoneE164)}">${escapeHtml(brand.contact.phone)}</a></p>
        <h3>${text(copy.labels.openingHours)}</h3>
        <dl class="pt-hours">
${hours}
        </dl>
      </section>`;
}

function facts(rows: Row[]): string {
  const shown = rows.filter((row): row is [string, string] => isText(row[1]));
  return `        <dl class="pt-facts">
${shown.map(([label, value]) => `          <div><dt>${text(label)}</dt><dd>${escapeHtml(value)}</dd></div>`).join('\n')}
        </dl>`;
}

function list(items: string[], none: string): string {
  if (items.length === 0) return `        <p>${text(none)}</p>`;
  return `        <ul>
${items.map((item) => `          <li>${escapeHtml(item)}</li>`).join('\n')}
        </ul>`;
}

function personName(name: PersonName | undefined): string | undefined {
  const full = [name?.title, name?.forenames, name?.surname].filter(isText).join(' ');
  return full || undefined;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function layout(title: string, main: string): string {
  const legal = {
    ...values,
    insurer: brand.legal.insurer,
    frn: brand.legal.frn,
    companyNumber: brand.legal.companyNumber,
    registeredOffice: brand.legal.registeredOffice,
  };
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <meta name="referrer" content="no-referrer">
    <title>${escapeHtml(title)}</title>
    ${SITE_ICON_LINK}
    <link rel="stylesheet" href="${PORTAL_ASSETS_PATH}/portal.css">
  </head>
  <body>
    <a class="pt-skip" href="#main">${escapeHtml(pagesJson.chrome.skipLink)}</a>
    <header class="pt-header">
      <p class="pt-brand">${escapeHtml(brand.name)}</p>
    </header>
    <main class="pt" id="main">
${main}
    </main>
    <footer class="pt-footer">
      <p>${escapeHtml(fillTemplate(brand.legal.tradingName, legal))}</p>
    </footer>
  </body>
</html>
`;
}
