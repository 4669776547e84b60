/**
 * Stands in for RJSF's LayoutGridField in the built app (renderer/vite.config.ts). RJSF draws it
 * only for a ui schema that names it (`ui:field: "LayoutGridField"`), which the journey's
 * documents never do; without it the form's first step ships about 2 KiB gzip less. A document
 * that named it would be told so rather than drawn wrong.
 */
export default function LayoutGridField(): never {
  throw new Error("The journey draws no grid layout: RJSF's LayoutGridField is left out of the build.");
}
