import { useId, type ReactNode } from 'react';

/** A section of the summary with its h2. */
export function SummarySection({
  heading,
  className,
  children,
}: {
  heading: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`summary-section${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
