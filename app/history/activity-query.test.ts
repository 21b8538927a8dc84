import { describe, expect, it } from "vitest";
import { activityQuery } from "./activity-query";

const areas = { blogs: "blogs", news: "tidings", setting: "settings" };
const read = (qs: string, everyone = true) => activityQuery(new URLSearchParams(qs), { everyone, areas });

describe("the activity page's filters", () => {
  it("passes valid filters on, with the area as its API resource", () => {
    const q = read("user=3&area=news&action=update&from=2026-11-01&to=2026-11-30&page=2");
    expect(q.upstream).toEqual({ user: "3", resource: "tidings", action: "update", from: "2026-11-01", to: "2026-11-30", page: 2, per_page: 25 });
    expect(q.badDates).toEqual([]);
  });

  it("reads dates typed with Arabic-Indic digits", () => {
    const q = read("from=٢٠٢٦-١١-٠١");
    expect(q.upstream.from).toBe("2026-11-01");
    expect(q.values.from).toBe("2026-11-01");
  });

  it("reports a date that is no calendar day and does not send it", () => {
    const q = read("from=2026-02-30&to=yesterday");
    expect(q.upstream.from).toBeUndefined();
    expect(q.upstream.to).toBeUndefined();
    expect(q.badDates).toEqual(["from", "to"]);
    expect(q.values.to).toBe("yesterday");
  });

  it("drops what it does not know, and another member's filter for those who see only their own", () => {
    const q = read("user=3&area=nowhere&action=explode&page=0", false);
    expect(q.upstream).toEqual({ page: 1, per_page: 25 });
    expect(q.values).toEqual({});
  });
});

describe("the areas a staff member may filter by", () => {
  it("are those they may open: a moderator's orders alone, the settings only with their permission", async () => {
    const { activityAreas } = await import("./activity.server");
    expect(activityAreas(["show_orders", "follow_orders", "show_statuses_reports"])).toEqual({ orders: "orders" });
    expect(Object.keys(activityAreas(["show_blogs", "update_settings"])).sort()).toEqual(["blogs", "setting"]);
    expect(activityAreas([])).toEqual({});
  });
});
