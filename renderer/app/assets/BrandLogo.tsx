import type { Ref } from 'react';

/** The brand's word mark: a shield with a tick and the brand name. Decorative: name it from outside. */
export function BrandLogo({
  name,
  className,
  ref,
}: {
  name: string;
  className?: string;
  ref?: Ref<SVGSVGElement>;
}) {
  return (
    <svg ref={ref} className={className} viewBox="0 0 330 107" aria-hidden="true" focusable="false">
      <path d="M38 10 L66 20 V50 C66 72 54 88 38 97 C22 88 10 72 10 50 V20 Z" fill="#0b2a55" />
      <path
        d="M25 52 L35 62 L53 40"
        fill="none"
        stroke="#f5b700"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="80"
        y="64"
        fill="#0b2a55"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="31"
        fontWeight="700"
        textLength="240"
        lengthAdjust="spacingAndGlyphs"
      >
        {name}
      </text>
    </svg>
  );
}
