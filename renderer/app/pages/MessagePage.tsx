import type { ReactNode } from 'react';
import { fillTemplate } from '../../../journey/src/fillTemplate';
import type { RouteName } from '../../../journey/src/journeyTypes';
import { ContactDetails } from '../footer/ContactDetails';
import { pages, textValues } from '../journey';
import { PageActions } from './PageActions';
import { PageHeading } from './PageHeading';

/**
 * A page that is only words and onward links (declined, expired, exception, ...): heading, body,
 * contact details when asked for, and actions, all from pages.json. `values` fill extra
 * {names} in the body, such as {path} on NotFound.
 */
export function MessagePage({
  route,
  values = {},
  children,
}: {
  route: RouteName;
  values?: Record<string, string>;
  /** What the page adds after its body (SiraDeclined: the referral's reasons). */
  children?: ReactNode;
}) {
  const page = pages.pages[route];
  const all = { ...textValues, ...values };
  return (
    <div className="page page--message">
      <PageHeading route={route} />
      {page.body?.map((paragraph, index) => (
        <p key={index} className="page__text">
          {fillTemplate(paragraph, all)}
        </p>
      ))}
      {children}
      <PageActions actions={page.actions ?? []} />
      {page.showContact && <ContactDetails />}
    </div>
  );
}
