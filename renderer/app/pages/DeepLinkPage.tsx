// The page lives with the other checkout pages in quote/checkout.
export { DeepLinkPage } from '../quote/checkout/DeepLinkPage';
