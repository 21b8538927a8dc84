import { describe, expect, it } from "vitest";
import { blogs } from "./definitions/blogs";
import { orders } from "./definitions/orders";
import { listPathWithState, listQuery, listStateSuffix } from "./list-query";
import { withParams } from "~/utils/routing";

describe("list query", () => {
  it("keeps only valid filters and sorts", () => {
    const q = listQuery(blogs, new URLSearchParams("page=3&name=%20road%20&sort=title_ar&dir=asc&is_active=1&category_id=2&evil=1"));
    expect(q.values).toEqual({ page: "3", name: "road", sort: "title_ar", dir: "asc", is_active: "1", category_id: "2" });
    expect(q.upstream).toMatchObject({ page: 3, per_page: 10, name: "road" });
  });

  it("drops garbage values instead of sending them upstream", () => {
    const q = listQuery(orders, new URLSearchParams("page=-1&sort=password&status=9&sub_status=11&date_from=yesterday&source_id=abc&per_page=1000"));
    expect(q.values).toEqual({});
    expect(q.upstream).toEqual({ page: 1, per_page: 10 });
  });

  it("accepts order filters by status, sub-status and date range", () => {
    const q = listQuery(orders, new URLSearchParams("status=2&sub_status=4&date_from=2026-01-01&date_to=2026-01-31&moderator_id=3&per_page=25"));
    expect(q.values).toMatchObject({ status: "2", sub_status: "4", date_from: "2026-01-01", date_to: "2026-01-31", moderator_id: "3", per_page: "25" });
  });

  it("builds links that change one thing and reset the page", () => {
    expect(withParams({ name: "x", page: "4" }, { sort: "title_ar", dir: "asc" })).toBe("?name=x&sort=title_ar&dir=asc");
    expect(withParams({ name: "x" }, { page: "2" })).toBe("?name=x&page=2");
    expect(withParams({}, { page: null })).toBe("?");
  });

  it("cuts a 10,000-character search to 100 before it goes upstream; bad page, sort and dates fall back to defaults", () => {
    const q = listQuery(
      orders,
      new URLSearchParams({ name: "ب".repeat(10_000), page: "1e3", sort: "id;drop", dir: "sideways", date_from: "2026-02-30", per_page: "0x10" }),
    );
    expect(q.values.name).toHaveLength(100);
    expect(q.upstream).toEqual({ name: "ب".repeat(100), page: 1, per_page: 10, ...(orders.defaultSort ?? {}) });
  });

  it("sends the search tidied (NFC, Latin digits, one space) and keeps what was typed in the box", () => {
    const typed = "  أحمد   ٠٥٥\u0627\u0654 ۱۲ ";
    const q = listQuery(orders, new URLSearchParams({ name: typed }));
    expect(q.values.name).toBe("أحمد   ٠٥٥\u0627\u0654 ۱۲");
    expect(q.upstream.name).toBe("أحمد 055\u0623 12");
  });
});

describe("the list's state on the way to a form and back", () => {
  const d = blogs;
  it("travels as one parameter and comes back with only what the list accepts", () => {
    const suffix = listStateSuffix({ name: "أحمد", page: "2", sort: "title_ar", dir: "asc" });
    const state = new URLSearchParams(suffix.slice(1)).get("list");
    expect(listPathWithState(d, "/blogs", state)).toBe(`/blogs?page=2&name=${encodeURIComponent("أحمد")}&sort=title_ar&dir=asc`);
    expect(listPathWithState(d, "/en/blogs", "page=3&evil=1&redirect=%2F%2Fevil.example&is_active=0")).toBe("/en/blogs?page=3&is_active=0");
    expect(listPathWithState(d, "/blogs", "")).toBe("/blogs");
    expect(listPathWithState(d, "/blogs", null)).toBe("/blogs");
    expect(listStateSuffix({})).toBe("");
  });
});
