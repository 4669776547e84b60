import { extrasText } from './extrasText';
import { formatMoney } from '../money';
import type { RepresentativeExample } from '../representativeExample';

const text = extrasText.basket;

/**
 * The deposit and instalments of a monthly plan as label and value: "10 × £58.36", or the first
 * instalment and "9 × £58.36" when the first differs from the rest.
 */
export function planRows(plan: RepresentativeExample): [string, string][] {
  const regular = formatMoney(plan.regularInstalment);
  const instalments: [string, string][] =
    plan.firstInstalment === plan.regularInstalment
      ? [[text.instalments, `${plan.instalments} × ${regular}`]]
      : [
          [text.firstInstalment, formatMoney(plan.firstInstalment)],
          [text.laterInstalments, `${plan.remainingInstalments} × ${regular}`],
        ];
  return [[text.deposit, formatMoney(plan.deposit)], ...instalments];
}
