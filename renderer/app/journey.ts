import brandJson from '../../journey/content/brand.json';
// Only the parts of errors.json the app reads: its `api` refusals and notes are the server's.
import { internal, messages, outcomes, routing, waitTime } from '../../journey/content/errors.json';
import pagesJson from '../../journey/content/pages.json';
import journeyJson from '../../journey/journey.json';
import type { Brand, Content, ErrorCatalogue, Pages } from '../../journey/src/contentTypes';
import type { Journey } from '../../journey/src/journeyTypes';

// The product definition as the app sees it. journeyProblems.test.ts checks these documents
// against each other; the casts only narrow strings to route names.

export const journey = journeyJson as Journey;
export const brand = brandJson as Brand;
export const pages = pagesJson as Pages;
export const errorCatalogue = { routing, outcomes, messages, waitTime, internal } as ErrorCatalogue;
export const content: Content = { brand, pages, errors: errorCatalogue };

/** Values every page text may use: {brand}, {phone}, {email}. */
export const textValues: Readonly<Record<string, string>> = {
  brand: brand.name,
  phone: brand.contact.phone,
  email: brand.contact.email,
  insurer: brand.legal.insurer,
  frn: brand.legal.frn,
  companyNumber: brand.legal.companyNumber,
  registeredOffice: brand.legal.registeredOffice,
};
