import { describe, expect, it } from "vitest";
import { blogs } from "./definitions/blogs";
import { orders } from "./definitions/orders";
import { upstreamListQuery } from "./list-query.server";

describe("upstreamListQuery: the list's search as the server sends it", () => {
  it("sends a phone number however it was typed as the digits every stored form contains, and keeps what was typed", () => {
    for (const typed of ["0501234567", "٠٥٠١٢٣٤٥٦٧", "050 123 4567", "+966 50 123 4567", "966501234567", "501234567"]) {
      const q = upstreamListQuery(orders, new URLSearchParams({ name: typed, status: "1" }));
      expect(q.values, typed).toEqual({ name: typed, status: "1" });
      expect(q.upstream, typed).toMatchObject({ name: "501234567", status: "1", page: 1 });
    }
  });

  it("sends anything else as listQuery does: a number still being typed, Arabic text with digits", () => {
    expect(upstreamListQuery(orders, new URLSearchParams({ name: "٠٥٠ ١٢٣" })).upstream.name).toBe("050 123");
    expect(upstreamListQuery(blogs, new URLSearchParams({ name: " مشروع  ٢٠٢٤ " })).upstream.name).toBe("مشروع 2024");
    expect(upstreamListQuery(blogs, new URLSearchParams()).upstream).not.toHaveProperty("name");
  });
});
