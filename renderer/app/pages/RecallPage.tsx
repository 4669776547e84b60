// The page lives with the other checkout pages in quote/checkout.
export { RecallPage } from '../quote/checkout/RecallPage';
