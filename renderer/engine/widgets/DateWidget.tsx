import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { dateLimits } from '../../../schemas/src/keywords/dateLimits';
import { shiftIsoDate, ukToday } from '../../../schemas/src/ukDates';
import { useFromDocument, useInstancePath } from '../form/answerPlace';
import { useEngineText } from '../form/EngineText';
import { describedBy, useFieldMessage } from '../form/FormStatusContext';
import { displayToIso, isoToDisplay, maskDate } from '../lib/dateText';
import { showTyped } from '../lib/showTyped';
import { Calendar } from './Calendar';

/**
 * A date typed as DD/MM/YYYY (the slashes come by themselves) and stored as YYYY-MM-DD, with a
 * calendar opening on years, or on days with `ui:options.openOn: "days"`. The calendar offers
 * exactly the days the question's own date keywords accept (earliestDate, latestDate, minAge,
 * maxAge, notBeforeAnswer, notAfterAnswer: dateLimits), worked out against today and the other
 * answers they name; a side they do not limit defaults to the last 100 years up to today.
 */
export function DateWidget({
  id,
  value,
  disabled,
  onChange,
  onBlur,
  options,
  schema,
  uiSchema,
  label,
}: WidgetProps) {
  const text = useEngineText();
  const message = useFieldMessage(id);
  const instancePath = useInstancePath();
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const today = ukToday(new Date());
  // The limits as one string, so the widget is drawn again only when they change, not on every
  // change of the other answers.
  const [earliest, latest] = useFromDocument((rootData) => {
    const limits = dateLimits(schema, { rootData, instancePath, today });
    return `${limits.earliest ?? ''}|${limits.latest ?? ''}`;
  }).split('|');
  const min = earliest || (shiftIsoDate(today, -100) as string);
  const max = latest || today;
  const stored = typeof value === 'string' ? value : undefined;
  return (
    <div className="date-input">
      <input
        id={id}
        className={`input${message ? ' input--invalid' : ''}`}
        type="text"
        inputMode="numeric"
        placeholder="DD/MM/YYYY"
        value={typed ?? isoToDisplay(stored)}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, Boolean(uiSchema?.['ui:help']), Boolean(message))}
        onChange={(e) => {
          // No maxLength on the input: the mask keeps eight digits, so a pasted "01 / 02 / 1990"
          // is not cut short by its spaces.
          const masked = maskDate(e.target.value);
          showTyped(e.target, masked);
          setTyped(masked);
          // A part-typed date is kept as typed so the format rule can name it.
          onChange(masked === '' ? undefined : (displayToIso(masked) ?? masked));
        }}
        onBlur={() => {
          setTyped(null);
          onBlur(id, value);
        }}
      />
      <button
        type="button"
        className="date-button"
        aria-label={`${text.calendarOpen}: ${label}`}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 8h14v10H5V10z"
          />
        </svg>
      </button>
      {open ? (
        <Calendar
          title={label || text.calendarOpen}
          value={stored && /^\d{4}-\d{2}-\d{2}$/.test(stored) ? stored : undefined}
          min={min}
          max={max}
          today={today}
          openOn={options.openOn === 'days' ? 'days' : 'years'}
          onCancel={() => setOpen(false)}
          onOk={(iso) => {
            setOpen(false);
            setTyped(null);
            onChange(iso);
          }}
        />
      ) : null}
    </div>
  );
}
