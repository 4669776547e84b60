// The page lives with the other checkout pages in quote/checkout.
export { InstalmentsDeclinedPage } from '../quote/checkout/InstalmentsDeclinedPage';
