import type { searchAr } from "./search.ar";

/** Strings of the search over every area (English). */
export const searchEn: Record<keyof typeof searchAr, string> = {
  title: "Search everything",
  shortcut: "Press / or Ctrl+K to search from any page.",
  intro: "Searches the areas you may see, by name or title with or without hamza, and by mobile number however it is written.",
  resultsFor: "Results for “{{q}}”",
  all: "All {{count}} results",
  none: "Nothing matches “{{q}}” in the areas you may see.",
  noneIn: "No results in: {{areas}}.",
  failed: "This area cannot be searched now: {{reason}}",
  tooLong_zero: "The search is longer than allowed.",
  tooLong_one: "The search is longer than {{count}} character.",
  tooLong_two: "The search is longer than {{count}} characters.",
  tooLong_few: "The search is longer than {{count}} characters.",
  tooLong_many: "The search is longer than {{count}} characters.",
  tooLong_other: "The search is longer than {{count}} characters.",
};
