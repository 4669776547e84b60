import type { TestApp } from './testApp';

// Steps of a purchase through the API that several suites take, as the pages take them.

/** A card expiry three years ahead, as MM/YY. */
export const cardExpiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

/**
 * Pays on the embedded hosted card page as a customer would: opens the page the payment call
 * answered, posts its card form, and answers where the page sent the customer.
 */
export async function payByCard(app: TestApp, paymentUrl: string, cardNumber: string): Promise<string> {
  const page = String((await app.call('GET', paymentUrl, { xhr: false })).body);
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const form = new URLSearchParams({
    token,
    card_number: cardNumber,
    expiry: cardExpiry,
    cvc: '123',
    name: 'Sam Carter',
  });
  const paid = await app.call('POST', `${paymentUrl}/pay`, {
    raw: form.toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    xhr: false,
    redirect: 'manual',
  });
  return paid.headers.get('location') ?? '';
}
