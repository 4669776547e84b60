// The page lives with the other checkout pages in quote/checkout.
export { ThankYouPage } from '../quote/checkout/ThankYouPage';
