/**
 * CSV cells for a spreadsheet. A cell starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return is read by Excel, LibreOffice and Sheets as a formula (CSV injection: `=HYPERLINK(…)`,
 * `=cmd|…`); a leading apostrophe makes it plain text. A number is no formula: a phone in E.164
 * (`+966501234567`) or a plain signed number (`-12.5`) stays as it is, with no apostrophe for
 * the spreadsheet to show. Quotes, commas and line breaks are quoted.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n\t]/.test(text) || text !== value ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: string[]): string {
  return values.map(csvCell).join(",");
}
