/**
 * The import key of a row: a hash of the area and the values the upstream would store (phones in
 * E.164, choices by id, digits Latin), not of the cells as typed. A row that comes back from a
 * spreadsheet with its phone's leading zero dropped (`501234567`) is the same row, so its key is
 * the same: the upstream answers it "already there", and a file names it as a repeat.
 */
import { createHash } from "node:crypto";
import type { StoreManyRow } from "../../../contract/store-many";
import { toUpstreamBody } from "../form.server";
import type { Entity } from "../types";
import { toFormData } from "./columns.server";

/** The same area and values give the same key, in any order, whoever's file they are in. */
export function rowKey(area: string, fields: StoreManyRow["fields"]): string {
  const sorted = Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `import-${createHash("sha256")
    .update(`${area}\n${JSON.stringify(sorted)}`)
    .digest("hex")}`;
}

/** A row's upstream fields as JSON: one value as a string, several as a list. */
export function upstreamFields(d: Entity, values: Array<[string, string]>): StoreManyRow["fields"] {
  const form = toUpstreamBody(d.fields, "create", toFormData(values));
  const fields: StoreManyRow["fields"] = {};
  for (const name of new Set(form.keys())) {
    const all = form.getAll(name).map(String);
    fields[name] = all.length === 1 ? all[0] : all;
  }
  return fields;
}

/** A row's import key, from the values the upstream would store. */
export function importKey(d: Entity, values: Array<[string, string]>): string {
  return rowKey(d.area, upstreamFields(d, values));
}
