import type { Ratebook } from '../../schemas/generated/index';
import { grantedVoluntaryExcess } from './factors/voluntaryExcess';
import type { DriverProfile, ExcessLine, ExcessResult, RiskProfile } from './types';

const ALL_DRIVERS = 'All drivers';

/**
 * A driver's compulsory excess in pence: the standard one plus every addition whose age or
 * licence condition the driver meets (either condition is enough).
 */
export function driverCompulsoryExcess(driver: DriverProfile, ratebook: Ratebook): number {
  const { compulsory_pence, additions } = ratebook.excesses;
  return additions
    .filter(
      (addition) =>
        (addition.age_under !== undefined && driver.age < addition.age_under) ||
        (addition.years_licensed_under !== undefined && driver.yearsLicensed < addition.years_licensed_under),
    )
    .reduce((sum, addition) => sum + addition.amount_pence, compulsory_pence);
}

/**
 * The excess table: each section of the cover type carries the compulsory plus the voluntary
 * excess, once for all drivers when they share one compulsory excess, else one line per driver;
 * then the windscreen excess, which is not part of the compulsory excess. Third party only cover
 * has no own-damage section, hence no compulsory excess.
 */
export function computeExcesses(risk: RiskProfile, ratebook: Ratebook): ExcessResult {
  const voluntary = grantedVoluntaryExcess(risk, ratebook);
  const perDriver = risk.drivers.map((driver) => ({
    driver,
    compulsory: driverCompulsoryExcess(driver, ratebook),
  }));
  const proposerCompulsory = perDriver[0]?.compulsory ?? ratebook.excesses.compulsory_pence;
  const shared = perDriver.every((entry) => entry.compulsory === proposerCompulsory);
  const sections = ratebook.excesses.sections.filter((section) =>
    section.cover_types.includes(risk.coverType),
  );
  const lines: ExcessLine[] = sections.flatMap((section) =>
    shared
      ? [{ policySection: section.name, driver: ALL_DRIVERS, valuePence: proposerCompulsory + voluntary }]
      : perDriver.map((entry) => ({
          policySection: section.name,
          driver: entry.driver.name,
          valuePence: entry.compulsory + voluntary,
        })),
  );
  const windscreenPence = ratebook.excesses.windscreen_cover_types.includes(risk.coverType)
    ? ratebook.excesses.windscreen_pence
    : 0;
  if (windscreenPence > 0)
    lines.push({ policySection: 'Windscreen', driver: ALL_DRIVERS, valuePence: windscreenPence });
  return {
    compulsoryPence: sections.length > 0 ? proposerCompulsory : 0,
    grantedVoluntaryPence: voluntary,
    windscreenPence,
    lines,
  };
}
