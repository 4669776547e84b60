/** The types of journey/rules.json, generated from schemas/journey/*.schema.json. */
export type {
  JourneyRules,
  Rule,
  RuleCondition,
  RuleEffect,
  RuleTest,
  RuleValue,
} from '../../../schemas/generated/index';

/** What the rules compare a change with. */
export interface RuleScope {
  /** The document before the change; undefined when there is none (the server's saves). */
  previous: unknown;
  hasPrevious: boolean;
  /** The document after the change as given, before any rule: removed list items are found on it. */
  input: unknown;
}
