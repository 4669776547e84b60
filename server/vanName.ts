/**
 * The van as the price page's Cover Details name it: the make, then the lookup's description
 * (model and derivative), or the model where there is none; '' when none is known.
 */
export function vanName(
  vehicle: { manufacturer?: string; model?: string; description?: string } | undefined,
): string {
  return [vehicle?.manufacturer, vehicle?.description ?? vehicle?.model].filter(Boolean).join(' ');
}
