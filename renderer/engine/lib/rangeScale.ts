/** Where a range's bounds and step may come from: `ui:options`, then the schema. */
export interface RangeSources {
  options: Readonly<Record<string, unknown>>;
  schema: Readonly<Record<string, unknown>>;
  /** The schema's own values (enum, oneOf consts), when it lists them. */
  listed?: readonly number[];
}

/** The native range input's bounds and step, and how its positions map to the values stored. */
export interface RangeScale {
  min: number;
  max: number;
  step: number;
  /** The value stored for a position of the input. */
  valueAt: (position: number) => number;
  /** The position of a value: itself, or its index (the nearest stop's) when the values are listed. */
  positionOf: (value: number) => number;
}

/** The first number given, else the fallback. */
const first = (fallback: number, ...values: unknown[]): number =>
  values.find((v): v is number => typeof v === 'number' && Number.isFinite(v)) ?? fallback;

/**
 * The stops of a range: the listed values one position each (so they may be unevenly spaced),
 * else min to max by step from the ui options or the schema (minimum, maximum, multipleOf), with
 * the browser's own defaults (0, 100, 1).
 */
export function rangeScale({ options, schema, listed }: RangeSources): RangeScale {
  if (listed && listed.length > 0) {
    const values = [...listed].sort((a, b) => a - b);
    const nearest = (value: number) =>
      values.reduce((best, v, i) => (Math.abs(v - value) < Math.abs(values[best]! - value) ? i : best), 0);
    return {
      min: 0,
      max: values.length - 1,
      step: 1,
      valueAt: (position) => values[Math.min(Math.max(Math.round(position), 0), values.length - 1)]!,
      positionOf: nearest,
    };
  }
  return {
    min: first(0, options.min, schema.minimum),
    max: first(100, options.max, schema.maximum),
    step: first(1, options.step, schema.multipleOf),
    valueAt: (position) => position,
    positionOf: (value) => value,
  };
}
