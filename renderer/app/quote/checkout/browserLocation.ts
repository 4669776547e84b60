/** Sends the browser to another site's page (a payment provider's), leaving the app. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
