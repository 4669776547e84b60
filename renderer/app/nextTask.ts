/**
 * The next task: what follows runs after the browser has had a turn (a paint, a tap), so two
 * pieces of start-up work are two shorter tasks on a phone rather than one long one.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
