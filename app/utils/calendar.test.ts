import { describe, expect, it } from "vitest";
import { addDays, addMonths, firstDayOfWeek, monthGrid, readDate } from "./calendar";

describe("calendar", () => {
  it("starts the week on Sunday for Arabic (Saudi Arabia) and American English, Monday for British English", () => {
    expect(firstDayOfWeek("ar-SA")).toBe(0);
    expect(firstDayOfWeek("en-US")).toBe(0);
    expect(firstDayOfWeek("en-GB")).toBe(1);
  });

  it("reads dates typed with Arabic-Indic or Persian digits and other separators", () => {
    expect(readDate("٢٠٢٦-١١-٢٥")).toEqual({ year: 2026, month: 10, day: 25 });
    expect(readDate("۲۰۲۶/۰۳/۰۱")).toEqual({ year: 2026, month: 2, day: 1 });
    expect(readDate(" 2026.1.5 ")).toEqual({ year: 2026, month: 0, day: 5 });
    expect(readDate("2026-02-30")).toBeNull();
    expect(readDate("25-11-2026")).toBeNull();
  });

  it("lays a month out in whole weeks from the locale's first day", () => {
    // November 2026 starts on a Sunday.
    const sunday = monthGrid(2026, 10, 0);
    expect(sunday[0]![0]).toEqual({ iso: "2026-11-01", day: 1, inMonth: true });
    expect(sunday.flat().filter((d) => d.inMonth)).toHaveLength(30);
    const monday = monthGrid(2026, 10, 1);
    expect(monday[0]![0]).toEqual({ iso: "2026-10-26", day: 26, inMonth: false });
    expect(monday[0]![6]!.iso).toBe("2026-11-01");
    for (const grid of [sunday, monday]) for (const week of grid) expect(week).toHaveLength(7);
  });

  it("moves by days and months, clamping to the month's length", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-15");
  });
});
