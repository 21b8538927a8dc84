import { describe, expect, it } from "vitest";
import { resources } from "./locale";
import { CORE, PARTS, SERVER_ONLY, inWholeDictionary, languageData } from "~/server/messages.server";
import { needsMoreParts, partsFor } from "./strings";

describe("partsFor: the dictionary parts a page needs beyond the core", () => {
  it.each([
    ["/blogs", []],
    ["/en/blogs", []],
    ["/blogs.data", []],
    ["/no-permission", []],
    ["/login", ["auth", "form"]],
    ["/en/auth", ["auth", "form"]],
    ["/blogs/add", ["editor", "form"]],
    ["/en/teams/12/edit", ["editor", "form"]],
    ["/mange-clients/edit", ["editor", "form"]],
    ["/orders", ["orders"]],
    ["/orders/add", ["editor", "form", "orders"]],
    ["/orders/3/request", ["form", "orders"]],
    ["/", ["orders", "reports"]],
    ["/en", ["orders", "reports"]],
    ["/en/", ["orders", "reports"]],
    ["/_root.data", ["orders", "reports"]],
    ["/comments", ["orders", "reports"]],
    ["/follow-sources", ["orders", "reports"]],
    ["/setting", ["form", "ownPassword", "settings"]],
    ["/en/search", ["orders", "search"]],
    ["/clients/password", ["clientsPassword", "form"]],
    // The router matches without case and after decoding, so the table does too.
    ["/Setting", ["form", "ownPassword", "settings"]],
    ["/en/Blogs/Add", ["editor", "form"]],
    ["/%62logs/add", ["editor", "form"]],
    ["/%E0%A4%A", []],
  ])("%s → %j", (path, parts) => {
    expect(partsFor(path)).toEqual(parts);
  });

  it("asks again only when the next page needs a part not yet sent", () => {
    expect(needsMoreParts("/blogs", "/news?page=2")).toBe(false);
    expect(needsMoreParts("/blogs", "/blogs/add")).toBe(true);
    expect(needsMoreParts("/blogs/1/edit", "/blogs")).toBe(false);
    expect(needsMoreParts("/orders", "/orders/1/request")).toBe(true);
    expect(needsMoreParts("/orders/1/request", "/orders")).toBe(false);
    expect(needsMoreParts("/", "/comments")).toBe(false);
    expect(needsMoreParts("/blogs", "/Blogs/add")).toBe(true);
  });
});

describe("languageData: the core and the page's parts, nothing else", () => {
  it("places every namespace of the dictionary: core, a part or server-only", () => {
    const placed = new Set<string>([...CORE, ...Object.values(PARTS).flat(), ...SERVER_ONLY, "security"]);
    for (const locale of ["ar", "en"] as const) expect(Object.keys(resources[locale].translation).filter((ns) => !placed.has(ns))).toEqual([]);
  });

  it("sends a list page the core alone, with the error page's request id", () => {
    const { messages } = languageData("ar", partsFor("/blogs"));
    expect(Object.keys(messages).sort()).toEqual([...CORE, "security"].sort());
    expect(messages.security).toEqual({ requestId: resources.ar.translation.security.requestId });
    expect(JSON.stringify(messages).length).toBeLessThan(JSON.stringify(resources.ar.translation).length * 0.6);
  });

  it("adds a form's strings to a form page, and the login's to the login page", () => {
    expect(languageData("en", partsFor("/en/blogs/add")).messages).toMatchObject({
      validation: resources.en.translation.validation,
      editor: resources.en.translation.editor,
    });
    expect(languageData("ar", partsFor("/login")).messages).toMatchObject({ auth: resources.ar.translation.auth, security: resources.ar.translation.security });
    expect(languageData("ar", partsFor("/blogs")).messages).not.toHaveProperty("orders");
  });

  it("knows a key the page was not sent from a key that does not exist", () => {
    expect(inWholeDictionary("ar", "orders.status.1")).toBe(true);
    expect(inWholeDictionary("en", "security.tooManyLogins")).toBe(true); // by its plural forms
    expect(inWholeDictionary("ar", "orders.status.nonsense")).toBe(false);
    expect(inWholeDictionary("ar", "orders")).toBe(false);
  });
});
