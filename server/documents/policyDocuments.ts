import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import brandJson from '../../journey/content/brand.json';
import pageJson from '../../journey/content/document-page.json';
import pagesJson from '../../journey/content/pages.json';
import type { Brand } from '../../journey/src/contentTypes';
import { fillTemplate } from '../../journey/src/fillTemplate';
import { escapeHtml } from '../providers/email/templates/format';
import { SITE_ICON_LINK } from '../siteIcon';

/** Where the documents' stylesheet is served. */
export const DOCUMENT_STYLES_PATH = '/documents/assets/document.css';
/** The folder of the policy documents: one JSON file each, named as its address (/documents/<name>). */
export const DOCUMENTS_DIR = new URL('../../journey/content/documents/', import.meta.url);

interface Section {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** A policy wording or an insurance product information document, as product staff write it. */
export interface PolicyDocument {
  title: string;
  intro?: string;
  sections: Section[];
}

const brand = brandJson as Brand;
const values = {
  brand: brand.name,
  phone: brand.contact.phone,
  email: brand.contact.email,
  insurer: brand.legal.insurer,
  frn: brand.legal.frn,
  companyNumber: brand.legal.companyNumber,
  registeredOffice: brand.legal.registeredOffice,
};
/** A text with the brand's values filled in, escaped for HTML. */
const text = (template: string, more: Record<string, string> = {}) =>
  escapeHtml(fillTemplate(template, { ...values, ...more }));

const isTexts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isDocument(value: unknown): value is PolicyDocument {
  const doc = value as Partial<PolicyDocument> | null;
  return (
    typeof doc?.title === 'string' &&
    (doc.intro === undefined || typeof doc.intro === 'string') &&
    Array.isArray(doc.sections) &&
    doc.sections.every(
      (section: Partial<Section>) =>
        typeof section?.heading === 'string' &&
        (section.paragraphs === undefined || isTexts(section.paragraphs)) &&
        (section.items === undefined || isTexts(section.items)),
    )
  );
}

/**
 * Reads every document of `dir` by name (the file name without `.json`). A malformed document
 * stops the server from starting, naming its file, as a malformed list does.
 */
export function loadPolicyDocuments(dir: URL = DOCUMENTS_DIR): Map<string, PolicyDocument> {
  const documents = new Map<string, PolicyDocument>();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const parsed: unknown = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
    if (!isDocument(parsed)) {
      throw new Error(
        `journey/content/documents/${file}: a document needs a title and sections of a heading, paragraphs and items`,
      );
    }
    documents.set(basename(file, '.json'), parsed);
  }
  return documents;
}

function section(id: string, { heading, paragraphs = [], items = [] }: Section): string {
  return `      <section aria-labelledby="${id}">
        <h2 id="${id}">${text(heading)}</h2>
${paragraphs.map((paragraph) => `        <p>${text(paragraph)}</p>`).join('\n')}
${items.length > 0 ? `        <ul>\n${items.map((item) => `          <li>${text(item)}</li>`).join('\n')}\n        </ul>` : ''}
      </section>`;
}

function layout(title: string, main: string): string {
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${text(pageJson.pageTitle, { title })}</title>
    ${SITE_ICON_LINK}
    <link rel="stylesheet" href="${DOCUMENT_STYLES_PATH}">
  </head>
  <body>
    <a class="doc-skip" href="#main">${text(pagesJson.chrome.skipLink)}</a>
    <header class="doc-header">
      <p class="doc-brand">${text(brand.name)}</p>
    </header>
    <main class="doc" id="main">
${main}
    </main>
    <footer class="doc-footer">
      <p>${text(brand.legal.tradingName)}</p>
      <p>${text(brand.legal.registration)}</p>
      <p>${text(brand.legal.office)}</p>
    </footer>
  </body>
</html>
`;
}

/**
 * A document as a page of its own: its title, a note that its figures are examples, its
 * sections, then how to complain (the Financial Ombudsman Service) and the compensation scheme,
 * which every document carries. Every text is escaped.
 */
export function renderPolicyDocument(document: PolicyDocument): string {
  const sections = [...document.sections, pageJson.complaints, pageJson.compensation].map((s, index) =>
    section(`doc-section-${index + 1}`, s),
  );
  return layout(
    document.title,
    `      <h1>${text(document.title)}</h1>
      <p class="doc-example">${text(pageJson.exampleNote)}</p>
${document.intro ? `      <p class="doc-intro">${text(document.intro)}</p>\n` : ''}      <p>${text(pageJson.issuedBy)}</p>
${sections.join('\n')}`,
  );
}

/** The page of an address that names no document. */
export function renderDocumentNotFound(): string {
  const { title, text: body } = pageJson.notFound;
  return layout(title, `      <h1>${text(title)}</h1>\n      <p>${text(body)}</p>`);
}
