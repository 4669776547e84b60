import { useEffect, useRef, useState } from 'react';
import { fillText, useEngineText } from '../form/EngineText';
import { Modal } from '../form/Modal';

type View = 'years' | 'months' | 'days';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m + 1)}-${pad(d)}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

/**
 * The date picker: year, then month, then day (or straight to days), with Cancel and Ok. Days
 * outside min..max (YYYY-MM-DD, compared as text) are disabled. It opens on the answer, else on
 * `today` (the UK day) when it is offered, else on the day offered nearest to it. Only
 * the answer, or a year, month or day the customer chose, shows as chosen (pressed): where the
 * calendar opens is not a choice; today is marked as the current date.
 */
export function Calendar({
  title,
  value,
  min,
  max,
  today,
  openOn,
  onOk,
  onCancel,
}: {
  title: string;
  value: string | undefined;
  min: string;
  max: string;
  today: string;
  openOn: 'years' | 'days';
  onOk: (iso: string) => void;
  onCancel: () => void;
}) {
  const text = useEngineText();
  const inRange = (day: string) => day >= min && day <= max;
  // A day in the last five years opens on this month, not on the month five years ago.
  const start = value && inRange(value) ? value : inRange(today) ? today : max < today ? max : min;
  const [year, setYear] = useState(Number(start.slice(0, 4)));
  const [month, setMonth] = useState(Number(start.slice(5, 7)) - 1);
  const [picked, setPicked] = useState<string | undefined>(value);
  // The year chosen (YYYY), or its month (YYYY-MM-01); the answer's, to begin with.
  const [chosen, setChosen] = useState(value && `${value.slice(0, 8)}01`);
  const [view, setView] = useState<View>(openOn);
  const minYear = Number(min.slice(0, 4));
  const maxYear = Number(max.slice(0, 4));
  const years = Array.from({ length: maxYear - minYear + 1 }, (_, i) => maxYear - i);
  const monthOpen = (m: number) => iso(year, m, daysIn(year, m)) >= min && iso(year, m, 1) <= max;
  // The day view's arrows: the month before and the month after, when they have a day to offer (a
  // cover starting next month). Unavailable, an arrow stays focusable (aria-disabled) so the
  // keyboard is not thrown out of the dialog as the last month is reached.
  const shifted = (by: number) => {
    const m = month + by;
    return { y: year + Math.floor(m / 12), m: ((m % 12) + 12) % 12 };
  };
  const previous = shifted(-1);
  const next = shifted(1);
  const previousOpen = iso(previous.y, previous.m, daysIn(previous.y, previous.m)) >= min;
  const nextOpen = iso(next.y, next.m, 1) <= max;
  const moveTo = (to: { y: number; m: number }, open: boolean) => {
    if (!open) return;
    setYear(to.y);
    setMonth(to.m);
  };
  // A year or a month chosen replaces the buttons: the focus goes to the next view's chosen (or
  // first) button, not to the page behind the dialog, so the keyboard goes on where it was.
  // Opened on days, it starts on the day chosen, else today, else the first it offers, not on the
  // arrow to the month before (the dialog's first control, unavailable in the month of today).
  const body = useRef<HTMLDivElement>(null);
  const shownView = useRef<View | null>(openOn === 'days' ? null : view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    const grid = body.current?.querySelector('[role="group"]');
    const target =
      grid?.querySelector<HTMLButtonElement>('button[aria-pressed="true"]:not(:disabled)') ??
      grid?.querySelector<HTMLButtonElement>('button[aria-current="date"]:not(:disabled)') ??
      grid?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    target?.focus();
  }, [view]);
  return (
    <Modal title={title} closeLabel={text.closeCalendar} onClose={onCancel}>
      <div className="calendar" ref={body}>
        {view === 'years' ? (
          <div className="calendar-grid calendar-years" role="group" aria-label={text.calendarYears}>
            {years.map((y) => (
              <button
                key={y}
                type="button"
                aria-pressed={chosen?.slice(0, 4) === `${y}`}
                onClick={() => {
                  setYear(y);
                  setChosen((c) => (c?.startsWith(`${y}`) ? c : `${y}`));
                  setView('months');
                }}
              >
                {y}
              </button>
            ))}
          </div>
        ) : null}
        {view === 'months' ? (
          <div className="calendar-grid" role="group" aria-label={fillText(text.calendarMonths, { year })}>
            {text.months.map((name, m) => (
              <button
                key={name}
                type="button"
                disabled={!monthOpen(m)}
                aria-pressed={chosen === iso(year, m, 1)}
                onClick={() => {
                  setMonth(m);
                  setChosen(iso(year, m, 1));
                  setView('days');
                }}
              >
                {name}
              </button>
            ))}
          </div>
        ) : null}
        {view === 'days' ? (
          <>
            <div className="calendar-nav">
              <button
                type="button"
                className="calendar-arrow"
                aria-label={text.calendarPreviousMonth}
                aria-disabled={!previousOpen}
                onClick={() => moveTo(previous, previousOpen)}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button type="button" className="calendar-heading" onClick={() => setView('years')}>
                {text.months[month]} {year}
              </button>
              <button
                type="button"
                className="calendar-arrow"
                aria-label={text.calendarNextMonth}
                aria-disabled={!nextOpen}
                onClick={() => moveTo(next, nextOpen)}
              >
                <span aria-hidden="true">›</span>
              </button>
            </div>
            <div
              className="calendar-grid calendar-days"
              role="group"
              aria-label={`${text.months[month]} ${year}`}
            >
              {Array.from({ length: daysIn(year, month) }, (_, i) => {
                const day = iso(year, month, i + 1);
                return (
                  <button
                    key={day}
                    type="button"
                    disabled={day < min || day > max}
                    aria-pressed={day === picked}
                    aria-current={day === today ? 'date' : undefined}
                    aria-label={`${i + 1} ${text.months[month]} ${year}`}
                    onClick={() => setPicked(day)}
                  >
                    {i + 1}
                  </button>
                );
              })}
            </div>
          </>
        ) : null}
        <div className="calendar-actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {text.calendarCancel}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!picked}
            onClick={() => picked && onOk(picked)}
          >
            {text.calendarOk}
          </button>
        </div>
      </div>
    </Modal>
  );
}
