import { describe, expect, it } from "vitest";
import type { Upstream } from "~/server/api.server";
import { orders } from "../definitions/orders";
import { sources } from "../definitions/sources";
import { likelyFinder } from "./likely.server";

const row = (line: number, mobile: string, service: string) => ({
  line,
  cells: [],
  values: [
    ["title", "mr"],
    ["name", "سعد"],
    ["mobile__number", mobile],
    ["service_id", service],
  ] as Array<[string, string]>,
});

describe("likely duplicates of orders", () => {
  it("are looked up once for every row, by the phone as stored and the service, over the last 7 days", async () => {
    const calls: Array<{ path: string; body: { since: string; pairs: unknown[] } }> = [];
    const api = {
      send: async (_method: string, path: string, body: { since: string; pairs: unknown[] }) => {
        calls.push({ path, body });
        return { ok: true, status: 200, data: { data: [{ mobile: "+966501234567", service_id: 3, id: 41, created_at: "2026-03-14T10:00:00.000Z" }] } };
      },
    } as unknown as Upstream;
    const find = likelyFinder(orders, api, () => Date.parse("2026-03-15T09:00:00.000Z"))!;
    const found = await find([row(2, "501234567", "3"), row(3, "0501234567", "3"), row(4, "0501234567", "4"), row(5, "0551234567", "3")]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe("dashboard/orders/likely-duplicates");
    expect(calls[0]!.body.since).toBe("2026-03-08T09:00:00.000Z");
    expect(calls[0]!.body.pairs).toEqual([
      { mobile: "+966501234567", service_id: 3 },
      { mobile: "+966501234567", service_id: 4 },
      { mobile: "+966551234567", service_id: 3 },
    ]);
    expect([...found!.entries()]).toEqual([
      [2, { id: 41, created_at: "2026-03-14T10:00:00.000Z" }],
      [3, { id: 41, created_at: "2026-03-14T10:00:00.000Z" }],
    ]);
  });

  it("cannot be told by an upstream without the lookup, and are not looked for in other areas", async () => {
    const api = { send: async () => ({ ok: false, kind: "not_found", status: 404, message: "", fieldErrors: {} }) } as unknown as Upstream;
    expect(await likelyFinder(orders, api)!([row(2, "0501234567", "3")])).toBeNull();
    expect(likelyFinder(sources, api)).toBeUndefined();
  });
});
