/**
 * What a widget declares about itself, as a `traits` property of its component
 * (`MyWidget.traits = { frame: 'group' } satisfies WidgetTraits`), so the templates and the app
 * can draw and read its question without knowing its name.
 */
export interface WidgetTraits {
  /** `group`: the widget is several controls, so its question is a fieldset's legend, not a label. */
  frame?: 'label' | 'group';
  /** The named format of the numbers it holds (see formatNumber); `ui:options.format` overrides it. */
  format?: string;
}

/** The traits a widget declares; none for anything else. */
export function traitsOf(widget: unknown): WidgetTraits {
  const traits = (widget as { traits?: unknown } | null | undefined)?.traits;
  return typeof traits === 'object' && traits !== null ? (traits as WidgetTraits) : {};
}

/** The format each widget of a registry declares for its numbers, by the name ui documents use. */
export function declaredFormats(widgets: Readonly<Record<string, unknown>>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, widget] of Object.entries(widgets)) {
    const { format } = traitsOf(widget);
    if (format) found[name] = format;
  }
  return found;
}
