/** Types of the copy in `journey/content/`: brand.json, pages.json and errors.json. */
import type { RouteName } from './journeyTypes';

export interface MenuItem {
  text: string;
  /** A path on the marketing site, or an absolute http(s) address. */
  link: string;
}

export interface Dropdown {
  title: string;
  items: MenuItem[];
}

export interface OpeningHours {
  days: string;
  hours: string;
}

export interface Brand {
  name: string;
  marketingSiteUrl: string;
  logoAlt: string;
  contact: {
    email: string;
    phone: string;
    phoneE164: string;
    openingHours: OpeningHours[];
    faq: MenuItem;
    payments: string;
  };
  header: {
    retrieve: { text: string; route: RouteName };
    dropdowns: Dropdown[];
    topBar: MenuItem[];
  };
  legal: {
    insurer: string;
    frn: string;
    companyNumber: string;
    registeredOffice: string;
    tradingName: string;
    registration: string;
    office: string;
    copyright: string;
  };
}

/** A button-like link of a page: to a route, keeping the named query parameters. */
export interface PageAction {
  label: string;
  route: RouteName;
  carry?: string[];
  variant?: 'primary' | 'secondary';
}

export interface PageText {
  /** Document title of a page outside the progress stages. */
  title?: string;
  heading: string;
  body?: string[];
  actions?: PageAction[];
  showContact?: boolean;
  /** SiraDeclined: what comes before the referral's reasons. */
  reasonsIntro?: string;
}

/** The title and text of the loading overlay; both empty means a spinner only. */
export interface LoadingMessage {
  title: string;
  text: string;
}

export interface Pages {
  pages: Record<RouteName, PageText>;
  loading: { label: string; calculating: LoadingMessage; updating: LoadingMessage };
  progress: { label: string; status: Record<'done' | 'current' | 'upcoming', string> };
  chrome: Record<
    | 'skipLink'
    | 'menuButton'
    | 'mainNavLabel'
    | 'siteNavLabel'
    | 'footerNavLabel'
    | 'contactHeading'
    | 'phoneLabel'
    | 'emailLabel'
    | 'openingHoursHeading',
    string
  >;
}

/** The routing policy of failed API calls. */
export interface FailureRouting {
  sessionExpired: { status: number; route: RouteName };
  failure: { route: RouteName };
  /** Error codes with a page of their own (a failed payment service: Failed). */
  codeRoutes: Record<string, RouteName>;
  exceptCodes: string[];
  exceptUrlContaining: string[];
  ignore: string[];
}

export interface ErrorCatalogue {
  routing: FailureRouting;
  outcomes: Record<string, RouteName | 'log'>;
  /** What customers are told, by situation (the form's own messages are in form.json). */
  messages: Record<string, string>;
  /** The words of a wait ({wait} in the messages): see journey/src/waitText.ts. */
  waitTime: { minute: string; minutes: string; hours: string; unknown: string };
  internal: Record<string, string>;
}

/** Everything in `journey/content/`. */
export interface Content {
  brand: Brand;
  pages: Pages;
  errors: ErrorCatalogue;
}
