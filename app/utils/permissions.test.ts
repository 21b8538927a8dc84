import { describe, expect, it } from "vitest";
import {
  permissionLabelKey,
  ALL_PERMISSIONS,
  AREA_PERMISSIONS,
  canAccessArea,
  hasPermission,
  landingPath,
  NAV_AREAS,
  NAV_GROUPS,
  navEntryOf,
  normalizePermission,
  permissionForPath,
  requiredPermission,
  toUpstreamPermission,
} from "./permissions";

describe("permission table", () => {
  it("names the exact permissions of the spec", () => {
    expect(AREA_PERMISSIONS.home).toEqual({ show: "show_statuses_reports" });
    expect(AREA_PERMISSIONS.clients).toEqual({ show: "show_profiles", create: "create_profiles", update: "update_profiles" });
    expect(AREA_PERMISSIONS["mange-clients"].show).toBe("show_customers");
    expect(AREA_PERMISSIONS.news.create).toBe("create_tidings");
    expect(AREA_PERMISSIONS.category.update).toBe("update_categories");
    expect(AREA_PERMISSIONS.teams).toEqual({ show: "show_doctors", create: "add_doctors", update: "update_doctors" });
    expect(AREA_PERMISSIONS.orders).toEqual({ show: "show_orders", create: "create_orders", follow: "follow_orders" });
    expect(AREA_PERMISSIONS.comments.show).toBe("show_moderators_reports");
    expect(AREA_PERMISSIONS["follow-sources"].show).toBe("show_sources_reports");
    expect(AREA_PERMISSIONS.setting.show).toBe("update_settings");
  });

  it("covers every area of the sidebar and every permission once", () => {
    expect(new Set(NAV_AREAS)).toEqual(new Set(Object.keys(AREA_PERMISSIONS)));
    expect(ALL_PERMISSIONS).toHaveLength(new Set(ALL_PERMISSIONS).size);
    // 15 lists × 3 + 3 reports + settings = 49, the three of staff accounts, and seeing everyone's activity
    expect(ALL_PERMISSIONS).toHaveLength(53);
  });

  it("replaces spaces with underscores, and back for the upstream", () => {
    expect(normalizePermission("show blogs")).toBe("show_blogs");
    expect(normalizePermission(" show  statuses reports ")).toBe("show_statuses_reports");
    expect(toUpstreamPermission("add_doctors")).toBe("add doctors");
  });

  it("always checks membership (the original's check never fired)", () => {
    expect(hasPermission(["show_blogs"], "show_blogs")).toBe(true);
    expect(hasPermission(["show_blogs"], "create_blogs")).toBe(false);
    expect(hasPermission([], "show_blogs")).toBe(false);
    expect(hasPermission([], undefined)).toBe(true);
    expect(canAccessArea(["show_roles"], "roles")).toBe(true);
    expect(canAccessArea(["show_blogs"], "roles")).toBe(false);
    expect(canAccessArea(["show_orders"], "orders", "follow")).toBe(false);
  });

  it("refuses to answer for an action an area does not have", () => {
    expect(requiredPermission("blogs", "update")).toBe("update_blogs");
    expect(() => requiredPermission("home", "create")).toThrow();
  });
});

describe("where a user starts", () => {
  const editor = ["show_blogs", "create_blogs", "update_blogs", "show_tidings"];
  const moderator = ["show_orders", "follow_orders", "show_statuses_reports"];
  it("knows what each page needs", () => {
    expect(permissionForPath("/")).toBe("show_statuses_reports");
    expect(permissionForPath("/blogs?name=x")).toBe("show_blogs");
    expect(permissionForPath("/blogs/add")).toBe("create_blogs");
    expect(permissionForPath("/blogs/12/edit")).toBe("update_blogs");
    expect(permissionForPath("/mange-clients/edit")).toBe("update_customers");
    expect(permissionForPath("/orders/3/request")).toBe("follow_orders");
    expect(permissionForPath("/teams/add")).toBe("add_doctors");
    expect(permissionForPath("/setting")).toBe("update_settings");
    expect(permissionForPath("/clients/password")).toBeUndefined();
    expect(permissionForPath("/no-permission")).toBeUndefined();
  });
  it("goes where asked when allowed, else home, else the first area of the menu", () => {
    expect(landingPath(editor, "/blogs/add")).toBe("/blogs/add");
    expect(landingPath(editor, "/orders")).toBe("/blogs");
    expect(landingPath(editor)).toBe("/blogs");
    expect(landingPath(moderator)).toBe("/");
    expect(landingPath(moderator, "/orders/4/request")).toBe("/orders/4/request");
    expect(landingPath(["show_tidings"], "/")).toBe("/news");
    expect(landingPath([])).toBeUndefined();
  });
});

describe("how the role form names a permission", () => {
  it("names each by what it allows: the settings' only permission changes them, it does not only show them", () => {
    expect(permissionLabelKey("setting", "show")).toBe("permissions.changeSettings");
    expect(permissionLabelKey("blogs", "show")).toBe("permissions.show");
    expect(permissionLabelKey("blogs", "update")).toBe("permissions.update");
    expect(permissionLabelKey("users", "update")).toBe("permissions.updateDeactivate");
    expect(permissionLabelKey("orders", "follow")).toBe("permissions.follow");
  });
});

describe("the sidebar's groups", () => {
  it("hold the 21 entries once each (every area and the follow-up queue), in five groups", () => {
    const entries = NAV_GROUPS.flatMap((g) => g.entries);
    expect(NAV_GROUPS.map((g) => g.key)).toEqual(["orders", "content", "company", "people", "reports"]);
    expect(entries).toHaveLength(21);
    expect(new Set(entries)).toEqual(new Set([...Object.keys(AREA_PERMISSIONS), "follow-ups"]));
    expect(NAV_GROUPS[0]!.entries.slice(0, 3)).toEqual(["home", "orders", "follow-ups"]);
    for (const g of NAV_GROUPS) expect(g.entries.length, g.key).toBeGreaterThan(0);
  });

  it("know which entry a page belongs to, whatever follows the area in its path", () => {
    expect(navEntryOf("/")).toBe("home");
    expect(navEntryOf("/follow-ups?sort=age")).toBe("follow-ups");
    expect(navEntryOf("/orders/4/request")).toBe("orders");
    expect(navEntryOf("/mange-clients/3/edit")).toBe("mange-clients");
    expect(navEntryOf("/clients/password")).toBe("clients");
    expect(navEntryOf("/search?q=x")).toBeUndefined();
    expect(navEntryOf("/no-permission")).toBeUndefined();
  });
});
