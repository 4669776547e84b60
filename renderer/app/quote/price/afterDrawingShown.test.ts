import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterDrawingShown } from './afterDrawingShown';

/** A browser's report of shown drawings: the test hands entries to the observers it made. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint', 'first-input'];
  static made: FakeObserver[] = [];
  observing = false;
  constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {
    FakeObserver.made.push(this);
  }
  observe() {
    this.observing = true;
  }
  disconnect() {
    this.observing = false;
  }
  /** The browser shows `elements`, one entry each. */
  static show(...elements: (Element | null)[]) {
    for (const observer of FakeObserver.made.filter((o) => o.observing)) {
      observer.callback({ getEntries: () => elements.map((element) => ({ element, startTime: 1 })) });
    }
  }
}

describe('afterDrawingShown', () => {
  let drawing: HTMLElement;
  let inside: HTMLElement;
  let outside: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.made = [];
    document.body.innerHTML = '<h1>Your quote</h1><div id="drawing"><p>The price</p></div>';
    drawing = document.getElementById('drawing')!;
    inside = drawing.querySelector('p')!;
    outside = document.querySelector('h1')!;
  });
  afterEach(() => {
    vi.useRealTimers();
    // The dom test files share one document: what this file drew must not reach the next.
    document.body.innerHTML = '';
  });

  const firstInputs = (count: number) =>
    vi
      .spyOn(performance, 'getEntriesByType')
      .mockImplementation((type) => (type === 'first-input' ? Array(count).fill({}) : []));

  it('waits until the browser shows something inside the drawing, then runs once', () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    firstInputs(0);
    const run = vi.fn();
    afterDrawingShown(run, () => drawing);
    vi.advanceTimersByTime(500);
    FakeObserver.show(outside);
    FakeObserver.show(null);
    expect(run).not.toHaveBeenCalled();
    FakeObserver.show(outside, inside);
    FakeObserver.show(inside);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(FakeObserver.made[0]!.observing).toBe(false);
  });

  it('runs after the fallback when nothing inside the drawing is reported', () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    firstInputs(0);
    const run = vi.fn();
    afterDrawingShown(run, () => drawing, 800);
    vi.advanceTimersByTime(799);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs in the next task once the customer has tapped or typed, as the browser then reports nothing', () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    firstInputs(1);
    const run = vi.fn();
    afterDrawingShown(run, () => drawing);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(FakeObserver.made).toHaveLength(0);
  });

  it.each([[['paint']], [['largest-contentful-paint']]])(
    'runs in the next task where the browser reports only %j',
    (types) => {
      vi.stubGlobal(
        'PerformanceObserver',
        class extends FakeObserver {
          static override supportedEntryTypes = types;
        },
      );
      firstInputs(0);
      const run = vi.fn();
      afterDrawingShown(run, () => drawing);
      vi.advanceTimersByTime(0);
      expect(run).toHaveBeenCalledTimes(1);
    },
  );

  it('runs nothing once cancelled', () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    firstInputs(0);
    const run = vi.fn();
    const cancel = afterDrawingShown(run, () => drawing);
    cancel();
    FakeObserver.show(inside);
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
