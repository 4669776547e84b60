import type { Ratebook } from '../../schemas/generated/index';
import priceCopy from '../../journey/content/price.json';
import { grantedVoluntaryExcess } from './factors/voluntaryExcess';
import type { DriverProfile, ExcessLine, ExcessResult, RiskProfile } from './types';

// The excess table's words that are not the ratebook's section names, as the price page's copy
// writes them (journey/content/price.json): a line every driver shares, and the windscreen's.
const ALL_DRIVERS = priceCopy.excesses.allDrivers;
const WINDSCREEN = priceCopy.excesses.windscreenSection;

/**
 * A driver's compulsory excess in pence: the standard one plus every addition whose age or
 * licence condition the driver meets (either condition is enough).
 */
export function driverCompulsoryExcess(driver: DriverProfile, ratebook: Ratebook): number {
  const { compulsory_pence, additions } = ratebook.excesses;
  let sum = compulsory_pence;
  for (const addition of additions) {
    if (
      (addition.age_under !== undefined && driver.age < addition.age_under) ||
      (addition.years_licensed_under !== undefined && driver.yearsLicensed < addition.years_licensed_under)
    ) {
      sum += addition.amount_pence;
    }
  }
  return sum;
}

/**
 * The excess table: each section of the cover type carries the compulsory plus the voluntary
 * excess, once for all drivers when they share one compulsory excess, else one line per driver;
 * then the windscreen excess, which is not part of the compulsory excess. Third party only cover
 * has no own-damage section, hence no compulsory excess.
 */
export function computeExcesses(risk: RiskProfile, ratebook: Ratebook): ExcessResult {
  const voluntary = grantedVoluntaryExcess(risk, ratebook);
  // Loops rather than callbacks: the excesses are worked out on every quote.
  const compulsory: number[] = [];
  for (const driver of risk.drivers) compulsory.push(driverCompulsoryExcess(driver, ratebook));
  const proposerCompulsory = compulsory[0] ?? ratebook.excesses.compulsory_pence;
  let shared = true;
  for (const amount of compulsory) if (amount !== proposerCompulsory) shared = false;
  let sectionCount = 0;
  const lines: ExcessLine[] = [];
  for (const section of ratebook.excesses.sections) {
    if (!section.cover_types.includes(risk.coverType)) continue;
    sectionCount += 1;
    if (shared) {
      lines.push({
        policySection: section.name,
        driver: ALL_DRIVERS,
        valuePence: proposerCompulsory + voluntary,
      });
      continue;
    }
    for (let i = 0; i < risk.drivers.length; i += 1) {
      lines.push({
        policySection: section.name,
        driver: risk.drivers[i]!.name,
        valuePence: compulsory[i]! + voluntary,
      });
    }
  }
  const windscreenPence = ratebook.excesses.windscreen_cover_types.includes(risk.coverType)
    ? ratebook.excesses.windscreen_pence
    : 0;
  if (windscreenPence > 0)
    lines.push({ policySection: WINDSCREEN, driver: ALL_DRIVERS, valuePence: windscreenPence });
  return {
    compulsoryPence: sectionCount > 0 ? proposerCompulsory : 0,
    grantedVoluntaryPence: voluntary,
    windscreenPence,
    lines,
  };
}
