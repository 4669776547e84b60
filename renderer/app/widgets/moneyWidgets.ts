import { engineWidgets } from '../../engine/widgets/index';
import { declaredFormats } from '../../engine/widgets/widgetTraits';
import { appWidgets } from './appWidgets';

/** The widgets whose numbers are money: those declaring the "pounds" format (traits.format). */
export const moneyWidgets: readonly string[] = Object.entries(
  declaredFormats({ ...engineWidgets, ...appWidgets }),
)
  .filter(([, format]) => format === 'pounds')
  .map(([name]) => name);
