import checkoutJson from '../../../../journey/content/checkout.json';
import type { LoadingMessage } from '../../../../journey/src/contentTypes';

/** The copy of the checkout pages (journey/content/checkout.json). */
export interface CheckoutText {
  payment: Record<
    | 'amountLabel'
    | 'depositLabel'
    | 'depositNote'
    | 'frameHeading'
    | 'frameTitle'
    | 'frameIntro'
    | 'preparing'
    | 'redirecting'
    | 'back',
    string
  >;
  instalments: {
    intro: string;
    collectionDayMoved: string;
    under18: string;
    /** The Direct Debit Guarantee, shown with the mandate ({brand} filled in). */
    guarantee: { heading: string; items: string[] };
    loading: LoadingMessage;
  };
  instalmentsDeclined: { loading: LoadingMessage };
  thankYou: Record<
    | 'covered'
    | 'coveredToday'
    | 'coverStartTime'
    | 'referenceLabel'
    | 'coverDateLabel'
    | 'emails'
    | 'ncdHeading'
    | 'ncd'
    | 'portalHeading'
    | 'portalText'
    | 'portalButton'
    | 'portalPreparing',
    string
  > & { completing: LoadingMessage };
  recall: { intro: string; loading: LoadingMessage };
  deepLink: { retrieving: string; recallLink: string };
}

export const checkoutText: CheckoutText = checkoutJson;
