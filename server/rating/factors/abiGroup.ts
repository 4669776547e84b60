import type { FactorContext, FactorResult } from '../types';

/**
 * The ABI group of the van's ABI code, when the ratebook lists it: 1 + slope x (group - pivot),
 * never below 0.5. An unlisted van is rated on its value alone (neutral here).
 */
export function abiGroup({ risk, ratebook }: FactorContext): FactorResult {
  const table = ratebook.vehicle.abi_group;
  const code = risk.vehicle.abiCode;
  const entry = code === undefined ? undefined : table.groups.find((group) => group.abi_code === code);
  if (!entry)
    return { factor: 'abi_group', input: code ?? null, relativity: 1, note: 'group unknown: rated on value' };
  const relativity = Math.max(0.5, 1 + table.slope * (entry.group - table.pivot));
  return { factor: 'abi_group', input: entry.group, relativity };
}
