/** The list page of every entity: the current filters in, one page of rows out, reduced to the cells the table shows. */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { paginatedSchema, records } from "../../contract/schemas";
import { guard } from "~/server/guard.server";
import { thumbnailSrc } from "~/server/thumbnails.server";
import { abilities, permissionFor } from "./access.server";
import { allowedBulkActions, parseIds } from "./bulk.server";
import { foldAttrs, foldWidths } from "./columns";
import { upstreamListQuery } from "./list-query.server";
import { loadLookups, neededLookups } from "./lookups.server";
import type { CellValue, Entity } from "./types";

interface ListRow {
  id: number;
  label: string;
  cells: CellValue[];
}

export async function entityListLoader(descriptor: Entity, args: LoaderFunctionArgs) {
  const { locale, user, api, t } = await guard(args, { permission: permissionFor(descriptor, "show") });
  const url = new URL(args.request.url);
  const query = upstreamListQuery(descriptor, url.searchParams);
  const [list, lookups] = await Promise.all([
    api.get(`dashboard/${descriptor.resource}/all`, paginatedSchema(records[descriptor.resource]), query.upstream).catch((error: unknown) => {
      // An optional extension the upstream does not offer: the page says so (501), not "not found".
      if (descriptor.notOfferedKey && statusOf(error) === 404) throw data({ message: t(descriptor.notOfferedKey), kind: "not_offered" }, { status: 501 });
      throw error;
    }),
    loadLookups(api, locale, neededLookups(descriptor, "list")),
  ]);
  const rows: ListRow[] = list.data.map((record) => ({
    id: record.id,
    label: descriptor.rowLabel(record, locale),
    cells: descriptor.columns.map((c) => {
      const value = c.value(record, locale);
      // A 44 px cell gets the small copy, not the upload itself (megabytes on a slow phone).
      return c.kind === "image" && typeof value === "string" ? thumbnailSrc(value, "cell") : value;
    }),
  }));
  const confirmId = Number(url.searchParams.get("delete"));
  const can = abilities(descriptor, user);
  const bulkActions = allowedBulkActions(descriptor, can);
  // Bulk step two (a GET, so it works without JavaScript): the chosen rows of this page to confirm.
  const bulkParam = url.searchParams.get("bulk");
  const bulk = bulkActions.find((a) => a === bulkParam) ?? null;
  const chosen = url.searchParams.get("all") === "1" ? rows.map((r) => r.id) : parseIds(url.searchParams.getAll("ids"));
  // How many buttons a row's actions column holds (a row menu is one), for its width.
  const actionButtons = descriptor.rowMenu === true ? 1 : [can.follow, can.update, can.delete].filter(Boolean).length;
  const fold = foldAttrs(foldWidths(descriptor.columns, { selectable: bulkActions.length > 0, actionButtons }));
  const confirmBulk = bulk ? { action: bulk, rows: rows.filter((r) => chosen.includes(r.id)).map(({ id, label }) => ({ id, label })) } : null;
  return {
    rows,
    meta: list.meta,
    query: query.values,
    lookups,
    confirmDelete: Number.isInteger(confirmId) && confirmId > 0 ? (rows.find((r) => r.id === confirmId) ?? null) : null,
    confirmBulk,
    bulkActions,
    can,
    fold,
  };
}

function statusOf(thrown: unknown): number | undefined {
  if (thrown instanceof Response) return thrown.status;
  const init = (thrown as { init?: { status?: number } | null } | null)?.init;
  return typeof init?.status === "number" ? init.status : undefined;
}
