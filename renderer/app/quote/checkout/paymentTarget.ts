/**
 * How the customer reaches the payment page: in the frame when it is on our own origin (the
 * embedded page may be framed by us), else by sending the browser there (a real provider's page
 * refuses to be framed).
 */
export function paymentTarget(paymentUrl: string, ownOrigin: string): 'frame' | 'redirect' {
  try {
    return new URL(paymentUrl, ownOrigin).origin === ownOrigin ? 'frame' : 'redirect';
  } catch {
    return 'redirect';
  }
}
