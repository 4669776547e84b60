// The page lives with the other checkout pages in quote/checkout.
export { PaymentPage } from '../quote/checkout/PaymentPage';
