// The page lives with the other checkout pages in quote/checkout.
export { FailedPage } from '../quote/checkout/FailedPage';
