import type { Factor } from '../types';
import { abiGroup } from './abiGroup';
import { additionalDrivers } from './additionalDrivers';
import { annualMileage } from './annualMileage';
import { bodyStyle } from './bodyStyle';
import { businessEstablished } from './businessEstablished';
import { claims } from './claims';
import { classOfUse } from './classOfUse';
import { convictions } from './convictions';
import { daytimeLocation } from './daytimeLocation';
import { driverAge } from './driverAge';
import { engineSize } from './engineSize';
import { fuelType } from './fuelType';
import { hazardousGoods } from './hazardousGoods';
import { licenceType } from './licenceType';
import { maritalStatus } from './maritalStatus';
import { medicalCondition } from './medicalCondition';
import { modifications } from './modifications';
import { ncd } from './ncd';
import { ncdProtection } from './ncdProtection';
import { nightLocation } from './nightLocation';
import { postcodeArea } from './postcodeArea';
import { racking } from './racking';
import { refrigeration } from './refrigeration';
import { signWriting } from './signWriting';
import { tracker } from './tracker';
import { vehicleValue } from './vehicleValue';
import { voluntaryExcess } from './voluntaryExcess';
import { yearsLicensed } from './yearsLicensed';

/** Factors rated for each driver; the driver with the highest product counts. */
export const driverFactors: readonly Factor[] = [
  driverAge,
  yearsLicensed,
  licenceType,
  maritalStatus,
  medicalCondition,
];

/** Factors of the policy, in the order of the trace. NCD protection is last: it prices separately. */
export const policyFactors: readonly Factor[] = [
  additionalDrivers,
  claims,
  convictions,
  postcodeArea,
  classOfUse,
  annualMileage,
  businessEstablished,
  nightLocation,
  daytimeLocation,
  vehicleValue,
  abiGroup,
  engineSize,
  bodyStyle,
  fuelType,
  modifications,
  tracker,
  hazardousGoods,
  signWriting,
  racking,
  refrigeration,
  ncd,
  voluntaryExcess,
  ncdProtection,
];
