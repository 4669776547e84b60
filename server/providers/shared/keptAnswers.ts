export interface KeptAnswersOptions {
  /** How long an answer is kept. */
  ttlMs: number;
  /** The most answers kept; the least recently asked goes first. */
  max: number;
  clock: () => Date;
}

/** Half an hour: a customer's lookup on a step is still known when the step is saved. */
export const KEPT_ANSWER_TTL_MS = 30 * 60_000;
export const KEPT_ANSWERS_MAX = 5000;

/**
 * A paid lookup service's answers, kept a while by what was asked (a plate, a postcode): the form's
 * lookup and the save that then holds the answer to it ask the service once between them, not
 * twice. Only answers are kept, never failures, so a service that failed is asked again. Each
 * caller gets its own copy. Kept in this process's memory: a save answered by another process asks
 * again.
 */
export class KeptAnswers<T> {
  private readonly kept = new Map<string, { at: number; answer: T }>();

  constructor(private readonly options: KeptAnswersOptions) {}

  async get(key: string, ask: () => Promise<T>): Promise<T> {
    const now = this.options.clock().getTime();
    const kept = this.kept.get(key);
    this.kept.delete(key);
    if (kept && now - kept.at >= 0 && now - kept.at < this.options.ttlMs) {
      this.kept.set(key, kept);
      return structuredClone(kept.answer);
    }
    const answer = await ask();
    this.kept.set(key, { at: now, answer: structuredClone(answer) });
    while (this.kept.size > this.options.max) this.kept.delete(this.kept.keys().next().value as string);
    return answer;
  }
}
