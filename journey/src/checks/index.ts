import { addonCatalogueShape } from './addonCatalogueShape';
import { addonsPriced } from './addonsPriced';
import { calendarLimitsInSchema } from './calendarLimitsInSchema';
import type { Check, Finding, JourneyDocuments } from './checkTypes';
import { conditionsAreIfThen } from './conditionsAreIfThen';
import { conditionsRequireTheirAnswers } from './conditionsRequireTheirAnswers';
import { conditionValuesAreOptions } from './conditionValuesAreOptions';
import { descriptionsNotShown } from './descriptionsNotShown';
import { documentLinksExist } from './documentLinksExist';
import { enumWithinList } from './enumWithinList';
import { excessWithinRatebook } from './excessWithinRatebook';
import { formsAgreeWithSteps } from './formsAgreeWithSteps';
import { journeyVersions } from './journeyVersions';
import { limitsInOrder } from './limitsInOrder';
import { listOptionsRated } from './listOptionsRated';
import { listShape } from './listShape';
import { listsExist } from './listsExist';
import { messagesNameTheirRules } from './messagesNameTheirRules';
import { messagesStateTheirLimits } from './messagesStateTheirLimits';
import { numberedRulesCoverLists } from './numberedRulesCoverLists';
import { placeholdersKnown } from './placeholdersKnown';
import { questionOrderAcross } from './questionOrderAcross';
import { questionsHaveTitles } from './questionsHaveTitles';
import { questionsHaveTypes } from './questionsHaveTypes';
import { questionsInProposal } from './questionsInProposal';
import { refsResolve } from './refsResolve';
import { repeatersHaveMaxItems } from './repeatersHaveMaxItems';
import { requiredQuestionsExist } from './requiredQuestionsExist';
import { requiredHaveMessages } from './requiredHaveMessages';
import { routesExist } from './routesExist';
import { rulesNameRealPaths } from './rulesNameRealPaths';
import { schemaCompiles } from './schemaCompiles';
import { stepsLoad } from './stepsLoad';
import { stepNoLooserThanEntity } from './stepNoLooserThanEntity';
import { stepsMatchFolders } from './stepsMatchFolders';
import { uiKeysNameProperties } from './uiKeysNameProperties';
import { uiOrderEndsWithStar } from './uiOrderEndsWithStar';
import { widgetsFitQuestions } from './widgetsFitQuestions';
import { widgetsRegistered } from './widgetsRegistered';
import { windowsInWords } from './windowsInWords';
import { windowsRated } from './windowsRated';

export type { Check, Finding, JourneyDocuments, Report } from './checkTypes';
export { knownWidgets } from './knownWidgets';
export { formatFinding, hasProblems, journeyReport } from './journeyReport';
export { RATEBOOK_FILE } from './ratebookDocument';

/** The rules of `npm run check:journey`, in the order their findings are printed. */
export const checks: readonly Check[] = [
  stepsMatchFolders,
  stepsLoad,
  refsResolve,
  schemaCompiles,
  uiKeysNameProperties,
  uiOrderEndsWithStar,
  questionOrderAcross,
  calendarLimitsInSchema,
  widgetsRegistered,
  widgetsFitQuestions,
  listsExist,
  listShape,
  conditionsAreIfThen,
  conditionValuesAreOptions,
  conditionsRequireTheirAnswers,
  enumWithinList,
  requiredQuestionsExist,
  requiredHaveMessages,
  messagesNameTheirRules,
  messagesStateTheirLimits,
  limitsInOrder,
  windowsInWords,
  windowsRated,
  questionsHaveTitles,
  descriptionsNotShown,
  questionsHaveTypes,
  questionsInProposal,
  repeatersHaveMaxItems,
  stepNoLooserThanEntity,
  formsAgreeWithSteps,
  rulesNameRealPaths,
  numberedRulesCoverLists,
  routesExist,
  placeholdersKnown,
  documentLinksExist,
  addonCatalogueShape,
  addonsPriced,
  listOptionsRated,
  excessWithinRatebook,
  journeyVersions,
];

/**
 * Runs every check over the journey documents (parsed, keyed by path relative to journey/) and
 * returns what they find, `[]` when nothing is wrong. A check that fails outright is a finding too.
 */
export function runChecks(documents: JourneyDocuments, rules: readonly Check[] = checks): Finding[] {
  const findings: Finding[] = [];
  for (const rule of rules) {
    try {
      rule.check(documents, (finding) => findings.push(finding));
    } catch (error) {
      findings.push({
        file: '',
        path: '',
        message: `the check ${rule.name} stopped: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  return findings;
}
