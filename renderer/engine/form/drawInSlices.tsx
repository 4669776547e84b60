import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * Drawing a long step at once keeps the page from answering a tap for as long as it takes (Preact
 * draws a transition in one go). With a budget set, the questions that come once a task has spent
 * it are drawn in the tasks that follow, a budget's worth each, in the order of the page; between
 * two, the browser may handle input. Off (no budget) until the app sets one, so tests and the
 * studio draw everything at once.
 */
let budgetMs = Number.POSITIVE_INFINITY;

/** Sets the time a task may spend drawing questions before the rest waits for the next task. */
export function drawInSlices(ms: number): void {
  budgetMs = ms;
}

/** Something waiting for its turn: `wake` draws it; `place` is where it will be, if on the page. */
interface Turn {
  wake: () => void;
  place: () => Element | null;
}

/** When the current slice began; undefined between slices. */
let sliceStart: number | undefined;
const waiting = new Set<Turn>();

/** A task of its own, after the input and the frame the browser may have waiting. */
const nextTask: (run: () => void) => void = (() => {
  if (typeof MessageChannel === 'undefined') return (run) => void setTimeout(run, 0);
  const channel = new MessageChannel();
  const queue: (() => void)[] = [];
  channel.port1.onmessage = () => queue.shift()?.();
  return (run) => {
    queue.push(run);
    channel.port2.postMessage(null);
  };
})();

/** The turn that comes first on the page; those without a place come last. */
function earliest(): Turn | undefined {
  let first: { turn: Turn; at: Element | null } | undefined;
  for (const turn of waiting) {
    const at = turn.place();
    if (
      !first ||
      (at && (!first.at || first.at.compareDocumentPosition(at) & Node.DOCUMENT_POSITION_PRECEDING))
    )
      first = { turn, at };
  }
  return first?.turn;
}

/**
 * Draws what waits, in page order, while the slice has time (the first in any case, so that every
 * slice draws something); each drawing settles before the next.
 */
function drawWaiting(first: boolean): void {
  if (waiting.size === 0 || (!timeLeftInSlice() && !first)) return;
  const turn = earliest()!;
  waiting.delete(turn);
  turn.wake();
  // React's layer draws the woken part in a microtask queued by the wake: this comes after it.
  void Promise.resolve().then(() => drawWaiting(false));
}

/** Whether there is time left in this task's slice (the first asking opens it). */
export function timeLeftInSlice(): boolean {
  if (budgetMs === Number.POSITIVE_INFINITY) return true;
  const now = performance.now();
  if (sliceStart === undefined) {
    sliceStart = now;
    nextTask(() => {
      sliceStart = undefined;
      drawWaiting(true);
    });
  }
  return now - sliceStart < budgetMs;
}

/** Waits for `turn` in a later slice; returns a way to stop waiting. */
function awaitTurn(turn: Turn): () => void {
  waiting.add(turn);
  // A slice must follow even when none is open (the waiting part was drawn outside one).
  timeLeftInSlice();
  return () => waiting.delete(turn);
}

/**
 * The questions of one part of the page (an open step) still waiting for their turn. What follows
 * that part moves as they arrive, so the page keeps it out of reach until none waits.
 */
export interface DrawingGroup {
  /** One more question waits; the function returned says it no longer does. */
  wait(): () => void;
  subscribe(onChange: () => void): () => void;
  /** How many of the part's questions wait. */
  waiting(): number;
}

/** A new, empty group. */
export function createDrawingGroup(): DrawingGroup {
  let count = 0;
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((listener) => listener());
  return {
    wait() {
      count++;
      tell();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        count--;
        tell();
      };
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    waiting: () => count,
  };
}

/** The group the questions drawn here belong to; none outside one (a modal starts none). */
export const DrawingGroupContext = createContext<DrawingGroup | null>(null);

/** Whether every question of `group` has been drawn. */
export function useAllDrawn(group: DrawingGroup): boolean {
  return useSyncExternalStore(group.subscribe, () => group.waiting() === 0);
}

/**
 * Its children once a slice has time for them, in page order. Until then an empty block a screen
 * high holds their place, so what follows stays below the screen; the group it belongs to knows it
 * waits (what follows is kept out of reach meanwhile, see JourneyForm).
 */
export function DrawnInTurn({ children }: { children: ReactNode }) {
  const drawn = useRef(false);
  const place = useRef<HTMLDivElement>(null);
  const group = useContext(DrawingGroupContext);
  const [turn, wake] = useReducer((n: number) => n + 1, 0);
  // Woken, it draws (so every slice draws something); otherwise when time is left.
  if (!drawn.current && (turn > 0 || timeLeftInSlice())) drawn.current = true;
  const done = drawn.current;
  useLayoutEffect(() => {
    if (done) return undefined;
    const stop = awaitTurn({ wake, place: () => place.current });
    const left = group?.wait();
    return () => {
      stop();
      left?.();
    };
  }, [done, turn, group]);
  return drawn.current ? children : <div ref={place} className="drawing-later" aria-hidden="true" />;
}

/**
 * How many of `total` items (a long list's options) to draw: all when there is no budget;
 * otherwise `step` at first and `step` more in each turn after the questions of the page.
 */
export function useCountInTurn(total: number, step: number): number {
  const [allowed, setAllowed] = useState(() => (budgetMs === Number.POSITIVE_INFINITY ? total : step));
  const more = allowed < total;
  useLayoutEffect(
    () => (more ? awaitTurn({ wake: () => setAllowed((n) => n + step), place: () => null }) : undefined),
    [more, allowed, step],
  );
  return Math.min(allowed, total);
}
