import type { Content } from './contentTypes';
import { currentStage } from './currentStage';
import type { Journey, RouteName } from './journeyTypes';

/**
 * The document title of a route: "<stage title> | <brand>" inside the progress stages, else
 * "<page title> | <brand>" from pages.json, else the brand name alone.
 */
export function pageTitle(
  journey: Pick<Journey, 'stages'>,
  content: {
    brand: Pick<Content['brand'], 'name'>;
    pages: { pages: Partial<Record<RouteName, { title?: string }>> };
  },
  routeName: RouteName,
): string {
  const brand = content.brand.name;
  const own = currentStage(journey, routeName)?.title ?? content.pages.pages[routeName]?.title;
  return own ? `${own} | ${brand}` : brand;
}
