import { describe, expect, test } from 'vitest';
import { DeviceHistory } from './DeviceHistory';

describe('DeviceHistory', () => {
  test('counts the distinct proposals of a device within the window', () => {
    const history = new DeviceHistory(1000);
    expect(history.record('d1', 'p1', 0)).toBe(1);
    expect(history.record('d1', 'p1', 100)).toBe(1);
    expect(history.record('d1', 'p2', 200)).toBe(2);
    expect(history.record('d2', 'p3', 300)).toBe(1);
    expect(history.record('d1', 'p3', 1150)).toBe(2);
  });

  test('forgets the least recently seen device when full', () => {
    const history = new DeviceHistory(1000, 2);
    history.record('d1', 'p1', 0);
    history.record('d2', 'p2', 1);
    history.record('d1', 'p3', 2);
    history.record('d3', 'p4', 3);
    expect(history.record('d1', 'p5', 4)).toBe(3);
    expect(history.record('d2', 'p6', 5)).toBe(1);
  });
});
