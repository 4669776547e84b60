import Form from '@rjsf/core';
import type { RegistryWidgetsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { render } from '@testing-library/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { engineFields } from '../../../renderer/engine/form/engineFields';
import { OptionsContext, type Option } from '../../../renderer/engine/form/OptionsContext';
import { engineTemplates } from '../../../renderer/engine/templates/index';
import { engineWidgets } from '../../../renderer/engine/widgets/index';

const validator = customizeValidator();

/**
 * Renders one question with the engine's templates and widgets, in a form of its own; returns
 * the value the widget last stored. `settle`, when given, stands for the app's rules: each change
 * to the answer passes through it (with the answer before) before the form draws it again.
 */
export function renderWidget(
  schema: RJSFSchema,
  ui: UiSchema,
  {
    value,
    lists = {},
    widgets = {},
    wrapper,
    settle,
  }: {
    value?: unknown;
    lists?: Record<string, Option[]>;
    widgets?: RegistryWidgetsType;
    wrapper?: ComponentType<{ children: ReactNode }>;
    settle?: (next: unknown, previous: unknown) => unknown;
  } = {},
) {
  const stored: { value: unknown } = { value };
  function Harness() {
    const [data, setData] = useState<Record<string, unknown>>(value === undefined ? {} : { answer: value });
    return (
      <OptionsContext value={(key) => lists[key]}>
        <Form
          schema={
            { type: 'object', properties: { answer: { title: 'The question', ...schema } } } as RJSFSchema
          }
          uiSchema={{ answer: ui, 'ui:submitButtonOptions': { norender: true } }}
          formData={data}
          validator={validator}
          templates={engineTemplates}
          widgets={{ ...engineWidgets, ...widgets }}
          fields={engineFields}
          experimental_defaultFormStateBehavior={{ requiredBooleanDefault: 'skip' }}
          onChange={(e) => {
            const answer = (e.formData as Record<string, unknown>).answer;
            stored.value = settle ? settle(answer, stored.value) : answer;
            setData({ ...(e.formData as Record<string, unknown>), answer: stored.value });
          }}
        />
      </OptionsContext>
    );
  }
  const result = render(<Harness />, wrapper ? { wrapper } : {});
  return { ...result, stored };
}
