import type { TemplatesType } from '@rjsf/utils';
import { ArrayFieldItemTemplate } from './ArrayFieldItemTemplate';
import { ArrayFieldTemplate } from './ArrayFieldTemplate';
import { BaseInputTemplate } from './BaseInputTemplate';
import { ErrorListTemplate } from './ErrorListTemplate';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { SubmitButton } from './SubmitButton';

/** Our templates; the ones not listed (title, description) are RJSF's plain defaults. */
export const engineTemplates: Partial<TemplatesType> = {
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  BaseInputTemplate,
  ErrorListTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  FieldErrorTemplate: () => null,
  FieldHelpTemplate: () => null,
  DescriptionFieldTemplate: () => null,
  TitleFieldTemplate: () => null,
  ButtonTemplates: { SubmitButton } as unknown as TemplatesType['ButtonTemplates'],
};
