import type { RegistryWidgetsType } from '@rjsf/utils';
import { AccountNumberWidget, SortCodeWidget } from './BankWidgets';
import { CheckboxWidget } from './CheckboxWidget';
import { CurrencyWidget } from './CurrencyWidget';
import { DateWidget } from './DateWidget';
import { EmailWidget } from './EmailWidget';
import { ListSelectWidget } from './ListSelectWidget';
import { MaskedWidget } from './MaskedWidget';
import { NumberWidget } from './NumberWidget';
import { PhoneWidget } from './PhoneWidget';
import { RangeWidget } from './RangeWidget';
import { TextareaWidget } from './TextareaWidget';
import { TextWidget } from './TextWidget';
import { TypeaheadWidget } from './TypeaheadWidget';
import { YesNoWidget } from './YesNoWidget';

/**
 * The engine's widgets by the names ui.json uses. The app adds its own (those that call its API).
 * RJSF's default names (TextWidget, SelectWidget, ...) map to ours so nothing falls back to theirs.
 */
export const engineWidgets: RegistryWidgetsType = {
  text: TextWidget,
  email: EmailWidget,
  number: NumberWidget,
  textarea: TextareaWidget,
  checkbox: CheckboxWidget,
  yesNo: YesNoWidget,
  listSelect: ListSelectWidget,
  typeahead: TypeaheadWidget,
  date: DateWidget,
  currency: CurrencyWidget,
  phone: PhoneWidget,
  range: RangeWidget,
  sortCode: SortCodeWidget,
  accountNumber: AccountNumberWidget,
  masked: MaskedWidget,
  TextWidget,
  EmailWidget,
  TextareaWidget,
  CheckboxWidget,
  SelectWidget: ListSelectWidget,
  RadioWidget: YesNoWidget,
  UpDownWidget: NumberWidget,
  RangeWidget,
  DateWidget,
};

/** Names a document may use that are not widgets of their own: the repeater is a template. */
export const templateWidgetNames = ['repeater'] as const;
