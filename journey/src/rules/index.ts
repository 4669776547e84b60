/** The field rules of journey/rules.json and their pure interpreter (no React, no Node APIs). */
export { applyRules, type ApplyRulesOptions } from './applyRules';
export { RulesDidNotSettleError } from './RulesDidNotSettleError';
export { removedIndex } from './removedIndex';
export { validateRules, type RuleProblem } from './validateRules';
export { medicalConditionHolders, mayHaveMedicalCondition } from './medicalConditionHolders';
export { journeyRules } from './journeyRules';
export type { JourneyRules, Rule, RuleCondition, RuleEffect } from './ruleTypes';
