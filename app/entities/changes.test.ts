import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { differsFromStart } from "./changes";
import { blogs } from "./definitions/blogs";
import { clients } from "./definitions/clients";
import { roles } from "./definitions/roles";
import { formDefaults } from "./values.server";
import { formSchema } from "./schema";
import type { Entity } from "./types";

type Values = Record<string, string | string[] | undefined>;

/**
 * The form as the browser posts it (every input, empty ones as ""; an unchecked box absent),
 * refused (by the server's schema, or by the upstream: the reply is the same), and the values
 * its reply gives back: what the page re-renders after a refused save.
 */
function refused(d: Entity, mode: "create" | "edit", values: Values, extra: Array<[string, string | File]> = []) {
  const form = new FormData();
  for (const f of d.fields) {
    if (f.widget === "image") form.append(f.name, new File([], "", { type: "application/octet-stream" }));
    else if (f.widget === "password") form.append(f.name, "");
  }
  for (const [name, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) form.append(name, v);
  }
  for (const [name, value] of extra) form.append(name, value);
  form.append("idempotency_key", "k-123456789");
  form.append("csrf", "token");
  const submission = parseWithZod(form, { schema: formSchema(d, mode) });
  return submission.reply({ hideFields: ["password"] }).initialValue as Record<string, unknown>;
}

const client = { title: "ms", name: "هيا", email: "h@x.co", phone: "+966501234567", country_id: 3, city: null, is_active: true, image: "http://x/i.png" };
const dial = { dialCodes: ["+966", "+971"] };

describe("a refused save: does the form hold unsaved values?", () => {
  it("no, for an add form saved untouched (the server's required errors come back with the defaults)", () => {
    const start = formDefaults(blogs.fields, null, {});
    expect(differsFromStart(blogs.fields, refused(blogs, "create", start), start)).toBe(false);
  });

  it("yes, for an add form with one field typed", () => {
    const start = formDefaults(blogs.fields, null, {});
    expect(differsFromStart(blogs.fields, refused(blogs, "create", { ...start, title_ar: "عنوان" }), start)).toBe(true);
  });

  it("no, for an edit form saved as loaded (phone, select, checkbox, empty field); a chosen file or password is not given back", () => {
    const start = formDefaults(clients.fields, client, dial);
    // The record is refused as it stands (an image file chosen, which cannot come back).
    const png = new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" });
    const back = refused(clients, "edit", { ...start, email: "not-an-email" }, [["image", png]]);
    expect(differsFromStart(clients.fields, back, { ...start, email: "not-an-email" })).toBe(false);
  });

  it("yes, when any one kind of field changed: text emptied, phone code, checkbox, select", () => {
    const start = formDefaults(clients.fields, client, dial);
    const cases: Values[] = [
      { ...start, name: "" },
      { ...start, phone__code: "+971" },
      { ...start, is_active: undefined },
      { ...start, country_id: "4", email: "bad" },
    ];
    for (const changed of cases) expect(differsFromStart(clients.fields, refused(clients, "edit", changed), start)).toBe(true);
  });

  it("compares a role's permissions as a set, and tells a removed one", () => {
    const start = formDefaults(roles.fields, { name: "Editors", permissions: ["show blogs", "add blogs"] }, {});
    // The name emptied makes the save fail; the permissions come back in another order.
    const reordered = refused(roles, "edit", { name: "", permissions: ["add_blogs", "show_blogs"] });
    expect(differsFromStart(roles.fields, reordered, { ...start, name: undefined })).toBe(false);
    const fewer = refused(roles, "edit", { name: "", permissions: ["show_blogs"] });
    expect(differsFromStart(roles.fields, fewer, { ...start, name: undefined })).toBe(true);
  });

  it("rich text: the editor's spacing between blocks and its empty paragraph are the stored value; a word is not", () => {
    const start = { ...formDefaults(blogs.fields, null, {}), content_ar: "<p>نص</p>\n<p>ثان</p>" };
    const same = refused(blogs, "create", { ...start, content_ar: "<p>نص</p><p>ثان</p>", content_en: "<p></p>" });
    expect(differsFromStart(blogs.fields, same, start)).toBe(false);
    const edited = refused(blogs, "create", { ...start, content_ar: "<p>نص</p><p>ثالث</p>" });
    expect(differsFromStart(blogs.fields, edited, start)).toBe(true);
  });
});
