import type { WidgetProps } from '@rjsf/utils';

/**
 * What is typed or pasted as a postcode, in upper case with one space at most between its parts,
 * then at most 8 characters: the limit applies after the spaces are tidied (no maxLength on the
 * input, which would cut a pasted " ls1  1aa" short).
 */
export const postcodeTyped = (typed: string) =>
  typed.toUpperCase().trimStart().replace(/\s+/g, ' ').slice(0, 8);

/**
 * A postcode asked on its own (where the van is kept overnight, a quote's recall): typed as the
 * address search's postcode is, so "ls6  1hr" is kept as "LS6 1HR" and passes the postcode check.
 */
export function PostcodeWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return (
    <BaseInputTemplate
      {...props}
      type="text"
      normalise={postcodeTyped}
      onChange={(v: unknown) => props.onChange(v === '' ? undefined : v)}
    />
  );
}
