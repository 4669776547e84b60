import { getAt } from './getAt';

/**
 * The drivers who answered Yes to having a medical condition, as paths: "risk.proposer",
 * "risk.additional_drivers.1". The specification allows one medical condition per quote across
 * all drivers; a second Yes shows the 'Sorry!' modal and is reverted to No. That is the form's
 * decision on a click (a rule could not know which of two Yes answers came first on the server),
 * so the form asks this function instead of journey/rules.json.
 */
export function medicalConditionHolders(document: unknown): string[] {
  const holders: string[] = [];
  if (getAt(document, ['risk', 'proposer', 'driver_details', 'has_medical_condition']) === true)
    holders.push('risk.proposer');
  const drivers = getAt(document, ['risk', 'additional_drivers']);
  if (Array.isArray(drivers)) {
    drivers.forEach((driver, index) => {
      if (getAt(driver, ['driver_details', 'has_medical_condition']) === true)
        holders.push(`risk.additional_drivers.${index}`);
    });
  }
  return holders;
}

/** Whether the driver at `driverPath` may answer Yes: no other driver holds the one condition. */
export function mayHaveMedicalCondition(document: unknown, driverPath: string): boolean {
  return medicalConditionHolders(document).every((holder) => holder === driverPath);
}
