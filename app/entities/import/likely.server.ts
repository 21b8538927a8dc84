/**
 * Likely duplicates: an imported order with the same phone and service as an order created in the
 * last 7 days is most likely the same request come in twice (a caller who also filled the website
 * form, a lead list exported again). The preview names them and leaves them out unless the staff
 * member chooses to import them too: a second order for one request means two moderators calling
 * the same person, which costs more than the click that imports a real repeat.
 */
import { likelyDuplicatesSchema, type LikelyDuplicatesQuery } from "../../../contract/likely-duplicates";
import type { Upstream } from "~/server/api.server";
import type { Entity } from "../types";
import type { FindLikely, LikelyRow } from "./jobs.server";
import { upstreamFields } from "./key.server";

/** How far back an order counts as a likely duplicate. */
export const LIKELY_DAYS = 7;

const pairKey = (mobile: string, serviceId: number) => `${mobile} ${serviceId}`;

/** The area's finder of likely duplicates (orders only), asking the upstream once for all rows. */
export function likelyFinder(d: Entity, api: Upstream, now = () => Date.now()): FindLikely | undefined {
  if (d.resource !== "orders") return undefined;
  return async (rows) => {
    const lines = new Map<string, number[]>();
    for (const row of rows) {
      const fields = upstreamFields(d, row.values);
      const mobile = String(fields.mobile ?? "");
      const serviceId = Number(fields.service_id);
      if (!mobile || !Number.isInteger(serviceId)) continue;
      const key = pairKey(mobile, serviceId);
      lines.set(key, [...(lines.get(key) ?? []), row.line]);
    }
    const query: LikelyDuplicatesQuery = {
      since: new Date(now() - LIKELY_DAYS * 24 * 3600 * 1000).toISOString(),
      pairs: [...lines.keys()].map((key) => {
        const [mobile = "", serviceId = ""] = key.split(" ");
        return { mobile, service_id: Number(serviceId) };
      }),
    };
    const result = await api.send("POST", "dashboard/orders/likely-duplicates", query, likelyDuplicatesSchema, { json: true });
    if (!result.ok) return null;
    const found = new Map<number, LikelyRow["order"]>();
    for (const order of result.data.data)
      for (const line of lines.get(pairKey(order.mobile, order.service_id)) ?? []) found.set(line, { id: order.id, created_at: order.created_at });
    return found;
  };
}
