/** Types of `journey/journey.json`: routes, redirects, progress stages and form steps. */

/** Every route of the journey. A page component exists for each (renderer/app/pages). */
export type RouteName =
  | 'QuoteCreateForm'
  | 'QuoteEditForm'
  | 'PricePresentation'
  | 'Addons'
  | 'Summary'
  | 'Payment'
  | 'Instalments'
  | 'InstalmentsDeclined'
  | 'ThankYou'
  | 'Complete'
  | 'Failed'
  | 'Declined'
  | 'SiraDeclined'
  | 'Expired'
  | 'Exception'
  | 'Recall'
  | 'DeepLink'
  | 'NotFound';

/** A path that leads to another route, e.g. `/` to the create form. */
export interface Redirect {
  from: string;
  to: RouteName;
}

/** One stage of the progress bar and the routes it covers. */
export interface Stage {
  title: string;
  routes: RouteName[];
}

/** One of the seven steps of the proposal form. */
export interface Step {
  id: string;
  title: string;
}

export interface Journey {
  /**
   * The human version of the journey ("2026.11.1": year, month, number), bumped by product staff
   * with each change; journey/migrations name it. The content hash is the version the server pins.
   */
  version?: string;
  /** Route name to path; the catch-all route's path is `*`. */
  routes: Record<RouteName, string>;
  redirects: Redirect[];
  stages: Stage[];
  progressHiddenOn: RouteName[];
  steps: Step[];
}

/** Where a stage stands relative to the current route. */
export type StageStatus = 'done' | 'current' | 'upcoming';

/** The catch-all path of `routes`. */
export const CATCH_ALL_PATH = '*';
