/** The rules kept changing the document: some of them undo each other or feed a cycle. */
export class RulesDidNotSettleError extends Error {
  override readonly name = 'RulesDidNotSettleError';

  constructor(
    /** The rules that still changed the document in the last pass, e.g. "a (risk.proposer)". */
    readonly rules: readonly string[],
    readonly passes: number,
  ) {
    super(
      `rules did not settle after ${passes} passes: ${rules.map((rule) => `"${rule}"`).join(', ')} ` +
        'still change the document (do two rules undo each other?)',
    );
  }
}
