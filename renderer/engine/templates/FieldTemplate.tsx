import type { FieldTemplateProps } from '@rjsf/utils';
import { useState } from 'react';
import { useEngineText } from '../form/EngineText';
import { useFieldMessage } from '../form/FormStatusContext';
import { FieldMessage } from './FieldMessage';
import { optionalMark } from '../lib/optionalMark';
import { traitsOf } from '../widgets/widgetTraits';
import { HelpBubble } from './HelpBubble';
import { MessageStandInContext } from './messageStandIn';

/**
 * The widget a ui:widget name draws: by that name, or by RJSF's name for it ("radio" is the
 * registry's RadioWidget).
 */
const widgetNamed = (widgets: Record<string, unknown>, name: string): unknown =>
  widgets[name] ?? widgets[`${name.charAt(0).toUpperCase()}${name.slice(1)}Widget`];

/**
 * One question: its label (or legend for a group), help, the widget, and its message underneath
 * once touched. Objects and arrays without a widget of their own are drawn by their templates.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, hidden, required, schema, uiSchema, rawHelp, registry } = props;
  const text = useEngineText();
  const widget = typeof uiSchema?.['ui:widget'] === 'string' ? uiSchema['ui:widget'] : undefined;
  const container = schema.type === 'object' || schema.type === 'array';
  const partWidget = Boolean(
    (uiSchema?.['ui:options'] as { lookupFields?: unknown } | undefined)?.lookupFields,
  );
  const byTemplates = container && (!widget || widget === 'repeater' || partWidget);
  // An object or list drawn by one widget shows the first message of the answers inside it.
  const ownMessage = useFieldMessage(hidden || byTemplates ? undefined : id, container);
  // A group's widget may say what is needed itself for a while (messageStandIn).
  const [stoodIn, setStoodIn] = useState(false);
  const message = stoodIn ? undefined : ownMessage;
  if (hidden) return <div hidden>{children}</div>;
  if (byTemplates) return children;
  const title = label || schema.title || '';
  const help = rawHelp ? <HelpBubble id={id} text={rawHelp} label={title} /> : null;
  const mark = required ? '' : optionalMark(title, text.optional);
  const optional = mark ? <span className="optional">{mark}</span> : null;
  const error = message ? <FieldMessage id={`${id}__error`} message={message} /> : null;
  const className = `field${message ? ' field--invalid' : ''}`;
  if (widget && traitsOf(widgetNamed(registry.widgets, widget)).frame === 'group') {
    // The help sits in the legend, beside the question; the group is named by the question alone.
    return (
      <fieldset
        className={className}
        aria-labelledby={`${id}__label`}
        aria-describedby={message ? `${id}__error` : undefined}
      >
        <legend className="field-label field-head">
          <span id={`${id}__label`}>
            {title}
            {optional}
          </span>
          {help}
        </legend>
        <MessageStandInContext value={setStoodIn}>{children}</MessageStandInContext>
        {error}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      {title || help ? (
        <div className="field-head">
          {title ? (
            <label htmlFor={id} className="field-label">
              {title}
              {optional}
            </label>
          ) : null}
          {help}
        </div>
      ) : null}
      {children}
      {error}
    </div>
  );
}
