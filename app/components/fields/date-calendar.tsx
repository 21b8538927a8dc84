import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import { addDays, addMonths, firstDayOfWeek, isoDate, monthGrid, readDate } from "~/utils/calendar";

// Marks the page once the calendar has loaded. Being a side effect, it also keeps this module in a
// chunk of its own: the build folds only side-effect-free small chunks into others, and this one
// must stay out of the pages' first scripts (it loads when a calendar is first opened).
if (typeof document !== "undefined") document.documentElement.dataset.calendarLoaded = "";

/**
 * The calendar a date field opens (loaded on first use): month and day names in the page's
 * language, Latin digits as everywhere in the product, the week from the locale's first day.
 * Keyboard: arrows move a day (mirrored on right-to-left pages) or a week, Page Up / Page Down a
 * month, Home / End the week's ends, Enter picks, Escape closes; focus returns to the button.
 */
export default function DateCalendar({
  locale,
  value,
  onPick,
  onClose,
}: {
  locale: "ar" | "en";
  value: string;
  onPick: (iso: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const tag = locale === "ar" ? "ar-SA" : "en-US";
  const intl = `${tag}-u-ca-gregory-nu-latn`;
  const weekStart = firstDayOfWeek(tag);
  const chosen = readDate(value);
  const today = useMemo(() => {
    const now = new Date();
    return isoDate(now.getFullYear(), now.getMonth(), now.getDate());
  }, []);
  const [focus, setFocus] = useState(chosen ? isoDate(chosen.year, chosen.month, chosen.day) : today);
  const grid = useRef<HTMLTableElement>(null);
  const titleId = useId();
  const [year, month] = focus.split("-").map(Number) as [number, number];
  const weeks = monthGrid(year, month - 1, weekStart);
  const title = new Intl.DateTimeFormat(intl, { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(year, month - 1, 1));
  const weekday = new Intl.DateTimeFormat(intl, { weekday: "short", timeZone: "UTC" });
  const weekdayLong = new Intl.DateTimeFormat(intl, { weekday: "long", timeZone: "UTC" });
  const full = new Intl.DateTimeFormat(intl, { dateStyle: "full", timeZone: "UTC" });
  const dateOf = (iso: string) => {
    const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  const chosenIso = chosen ? isoDate(chosen.year, chosen.month, chosen.day) : null;

  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`button[data-iso="${focus}"]`)?.focus();
  }, [focus]);

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = locale === "ar" ? -1 : 1;
    const moves: Record<string, () => string> = {
      ArrowRight: () => addDays(focus, forward),
      ArrowLeft: () => addDays(focus, -forward),
      ArrowDown: () => addDays(focus, 7),
      ArrowUp: () => addDays(focus, -7),
      PageDown: () => addMonths(focus, 1),
      PageUp: () => addMonths(focus, -1),
      Home: () => addDays(focus, -((new Date(dateOf(focus)).getUTCDay() - weekStart + 7) % 7)),
      End: () => addDays(focus, 6 - ((new Date(dateOf(focus)).getUTCDay() - weekStart + 7) % 7)),
    };
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    } else if (moves[event.key]) {
      event.preventDefault();
      setFocus(moves[event.key]!());
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the dialog from any of its controls
    <div className="date-calendar" role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div className="date-calendar-head">
        <button type="button" className="button" aria-label={t("common.previousMonth")} onClick={() => setFocus(addMonths(focus, -1))}>
          <span aria-hidden="true">{locale === "ar" ? "›" : "‹"}</span>
        </button>
        <h2 id={titleId} aria-live="polite">
          {title}
        </h2>
        <button type="button" className="button" aria-label={t("common.nextMonth")} onClick={() => setFocus(addMonths(focus, 1))}>
          <span aria-hidden="true">{locale === "ar" ? "‹" : "›"}</span>
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId}>
        <thead>
          <tr>
            {weeks[0].map((d) => (
              <th key={d.iso} scope="col" abbr={weekdayLong.format(dateOf(d.iso))}>
                {weekday.format(dateOf(d.iso))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].iso}>
              {week.map((d) => (
                <td key={d.iso} aria-selected={d.iso === chosenIso}>
                  <button
                    type="button"
                    data-iso={d.iso}
                    tabIndex={d.iso === focus ? 0 : -1}
                    className={`date-calendar-day${d.inMonth ? "" : " outside"}${d.iso === chosenIso ? " chosen" : ""}`}
                    aria-label={full.format(dateOf(d.iso))}
                    aria-current={d.iso === today ? "date" : undefined}
                    onClick={() => onPick(d.iso)}
                  >
                    {d.day}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
