import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { AnswerPathContext } from './answerPlace';

const StringField = (getDefaultRegistry().fields as RegistryFieldsType)
  .StringField as ComponentType<FieldProps>;

/** RJSF's string field, telling its widget where its answer sits (see useAnswerPlace). */
export function PlacedStringField(props: FieldProps) {
  return (
    <AnswerPathContext value={props.fieldPathId.path}>
      <StringField {...props} />
    </AnswerPathContext>
  );
}
