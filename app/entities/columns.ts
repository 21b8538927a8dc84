/**
 * Columns that give way. A list table is wider than its box below some width; there, the columns
 * of priority 3 fold away first, then those of priority 2, so the essential ones and the row
 * actions stay without scrolling. The widths are estimated from each column's kind (what its cells
 * usually need, measured on the seeded lists in both languages), since a page without JavaScript
 * cannot measure them.
 */
import type { CellKind, ColumnDef, ColumnPriority } from "./types";

/** The usual width (px) of a column of each kind, its padding included. */
export const KIND_WIDTH: Record<CellKind, number> = {
  text: 120,
  title: 160,
  excerpt: 170,
  image: 75,
  bool: 100,
  datetime: 185,
  date: 115,
  email: 230,
  phone: 155,
  number: 80,
  id: 80,
  count: 115,
  status: 140,
  subStatus: 190,
  rating: 120,
};

/** The row-selection checkbox column. */
export const SELECT_WIDTH = 55;

/** The row-actions column with `buttons` buttons (or one menu button). */
export function actionsWidth(buttons: number): number {
  return buttons === 0 ? 30 : 90 + 35 * buttons;
}

export const priorityOf = (col: Pick<ColumnDef<unknown>, "priority">): ColumnPriority => col.priority ?? 1;

/**
 * The box widths below which each priority folds: `{ 3: w3, 2: w2 }`, where w3 is the width all
 * columns need and w2 the width the columns of priority 1 and 2 need. A priority the table does
 * not use is left out.
 */
export function foldWidths(
  columns: ReadonlyArray<Pick<ColumnDef<unknown>, "kind" | "priority">>,
  extra: { selectable: boolean; actionButtons: number },
): Partial<Record<2 | 3, number>> {
  const fixed = (extra.selectable ? SELECT_WIDTH : 0) + actionsWidth(extra.actionButtons);
  const upTo = (p: ColumnPriority) => fixed + columns.filter((c) => priorityOf(c) <= p).reduce((sum, c) => sum + KIND_WIDTH[c.kind], 0);
  const out: Partial<Record<2 | 3, number>> = {};
  for (const p of [3, 2] as const) if (columns.some((c) => priorityOf(c) === p)) out[p] = upTo(p);
  return out;
}

/** The box widths the stylesheet has fold rules for (`app.css`, "Columns that give way"). */
export const FOLD_STEP = 100;
export const FOLD_MIN = 600;
export const FOLD_MAX = 2000;

/**
 * The table's `data-f3` / `data-f2` attributes: each fold width rounded up to the
 * stylesheet's next step (a column gives way a little early rather than a little late).
 */
export function foldAttrs(widths: Partial<Record<2 | 3, number>>): { "data-f3"?: number; "data-f2"?: number } {
  const step = (w: number) => Math.min(FOLD_MAX, Math.max(FOLD_MIN, Math.ceil(w / FOLD_STEP) * FOLD_STEP));
  return {
    ...(widths[3] !== undefined ? { "data-f3": step(widths[3]) } : {}),
    ...(widths[2] !== undefined ? { "data-f2": step(widths[2]) } : {}),
  };
}

/** Where each column goes in a record's card on a phone: its heading, a fact, its picture, or nowhere. */
export type PhoneSlot = "title" | "fact1" | "fact2" | "image";

/**
 * A record's card on a phone: the heading (the column marked `phone: "title"`, else the first of
 * kind "title", else the first that is not a picture), two secondary facts (the columns marked
 * `phone: "fact"`, else the next two after the heading, then before it), and the first picture. One slot per
 * column, undefined for the columns the card leaves out.
 */
export function phoneCard(columns: ReadonlyArray<Pick<ColumnDef<unknown>, "kind" | "phone">>): Array<PhoneSlot | undefined> {
  const slots: Array<PhoneSlot | undefined> = columns.map(() => undefined);
  const image = columns.findIndex((c) => c.kind === "image");
  if (image >= 0) slots[image] = "image";
  const candidates = columns.map((c, i) => i).filter((i) => i !== image);
  const title = candidates.find((i) => columns[i]!.phone === "title") ?? candidates.find((i) => columns[i]!.kind === "title") ?? candidates[0];
  if (title === undefined) return slots;
  slots[title] = "title";
  const marked = candidates.filter((i) => i !== title && columns[i]!.phone === "fact");
  const others = [...candidates.filter((i) => i > title), ...candidates.filter((i) => i < title)];
  const facts = marked.length ? marked : others;
  facts.slice(0, 2).forEach((i, n) => (slots[i] = n === 0 ? "fact1" : "fact2"));
  return slots;
}

/** How well a value reads when cut at its end: a text best, then a date and time (the seconds go first). */
const GIVES: Partial<Record<CellKind, number>> = { text: 2, title: 2, excerpt: 2, email: 2, datetime: 1 };

/**
 * Which of a card's two facts gives way (is cut with an ellipsis) when both do not fit one line:
 * the one that reads better cut (a text before a date, a date before a number or a badge), both
 * when they are alike.
 */
export function phoneGivesWay(columns: ReadonlyArray<Pick<ColumnDef<unknown>, "kind" | "phone">>): "fact1" | "fact2" | "both" {
  const slots = phoneCard(columns);
  const rank = (slot: PhoneSlot) => {
    const i = slots.indexOf(slot);
    return i >= 0 ? (GIVES[columns[i]!.kind] ?? 0) : -1;
  };
  const [first, second] = [rank("fact1"), rank("fact2")];
  return first > second ? "fact1" : second > first ? "fact2" : "both";
}
