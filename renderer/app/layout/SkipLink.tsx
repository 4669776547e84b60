/** The first focusable element: jumps past the header to the main content. */
export function SkipLink({ target, text }: { target: string; text: string }) {
  return (
    <a className="skip-link" href={`#${target}`}>
      {text}
    </a>
  );
}
