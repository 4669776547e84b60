// The page lives with the other checkout pages in quote/checkout.
export { InstalmentsPage } from '../quote/checkout/InstalmentsPage';
