/** A spinning ring; decorative, the surrounding element says what is happening. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
