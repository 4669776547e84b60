import rules from '../../rules.json';
import type { JourneyRules } from './ruleTypes';

/** journey/rules.json, typed (its shape is checked against schemas/journey/rules.schema.json in tests). */
export const journeyRules: JourneyRules = rules as JourneyRules;
