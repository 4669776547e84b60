import { fillTemplate } from '../../../../journey/src/fillTemplate';
import type { EmailBrand } from '../emailBrand';
import type { EmailWords } from './emailWords';
import { escapeHtml, oneLine } from './format';

/** The parts an e-mail is made of; each renders to plain text and to (escaped) HTML alike. */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'facts'; rows: [label: string, value: string][] }
  | { type: 'list'; items: string[] }
  | { type: 'link'; text: string; label: string; url: string };

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The contact block every e-mail ends with: phone, opening hours, e-mail, the regulatory line. */
function footer(brand: EmailBrand, words: EmailWords['footer']): Block[] {
  return [
    { type: 'heading', text: words.heading },
    { type: 'paragraph', text: fillTemplate(words.contact, { phone: brand.phone, email: brand.email }) },
    { type: 'list', items: brand.openingHours.map((hours) => fillTemplate(words.openingHours, hours)) },
    { type: 'paragraph', text: brand.tradingName },
  ];
}

function toText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'link':
      return `${block.text}\n${block.url}`;
  }
}

function toHtml(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'heading':
      return `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(block.text)}</h2>`;
    case 'facts':
      return `<table role="presentation" style="border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'link':
      return `<p>${escapeHtml(block.text)} <a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`;
  }
}

/** One e-mail in both forms, the contact footer added, every inserted value escaped in the HTML. */
export function renderEmail(
  subject: string,
  blocks: Block[],
  brand: EmailBrand,
  words: EmailWords['footer'],
): RenderedEmail {
  const all = [...blocks, ...footer(brand, words)];
  const title = oneLine(subject);
  return {
    subject: title,
    text: `${all.map(toText).join('\n\n')}\n`,
    html:
      `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
      `<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">` +
      `<h1 style="font-size:22px">${escapeHtml(brand.name)}</h1>${all.map(toHtml).join('')}</body></html>`,
  };
}
