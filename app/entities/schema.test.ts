import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { blogs } from "./definitions/blogs";
import { clients } from "./definitions/clients";
import { offers } from "./definitions/offers";
import { roles } from "./definitions/roles";
import { testimonials } from "./definitions/testimonials";
import { formSchema } from "./schema";
import type { AnyEntity } from "./types";

function parse(d: AnyEntity, mode: "create" | "edit", entries: Array<[string, string | File]>) {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  const submission = parseWithZod(form, { schema: formSchema(d, mode) });
  return { status: submission.status, error: submission.status === "error" ? submission.error : undefined };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "a.png", { type: "image/png" });

describe("entity form schemas", () => {
  it("requires the required fields, with the spec's message keys", () => {
    const result = parse(blogs, "create", [["title_ar", ""], ["title_en", ""]]);
    expect(result.status).toBe("error");
    expect(result.error).toMatchObject({
      title_ar: ["validation.required"],
      title_en: ["validation.required"],
      image: ["validation.required"],
    });
  });

  it("requires a blog image on add but not on edit", () => {
    expect(parse(blogs, "create", [["title_ar", "عنوان"], ["title_en", "Title"], ["image", png()]]).status).toBe("success");
    expect(parse(blogs, "edit", [["title_ar", "عنوان"], ["title_en", "Title"]]).status).toBe("success");
  });

  it("rejects files that are not images or larger than 2 MB", () => {
    const text = new File(["hello"], "a.txt", { type: "text/plain" });
    expect(parse(blogs, "create", [["title_ar", "ع"], ["title_en", "T"], ["image", text]]).error).toMatchObject({ image: ["validation.fileType"] });
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    expect(parse(blogs, "create", [["title_ar", "ع"], ["title_en", "T"], ["image", big]]).error?.image?.[0]).toMatch(/^validation.fileSize/);
  });

  it("checks e-mail, phone and title of a client; the password only on add", () => {
    const bad = parse(clients, "create", [["title", "sir"], ["name", "x"], ["email", "not-mail"], ["phone__code", "+966"], ["phone__number", "12"], ["password", "short"]]);
    expect(bad.error).toMatchObject({
      title: ["validation.invalid"],
      email: ["validation.email"],
      phone__number: ["validation.phone"],
      password: ["validation.tooShort|min=8"],
    });
    const edit = parse(clients, "edit", [["title", "ms"], ["name", "x"], ["email", "a@b.co"], ["phone__code", "+966"], ["phone__number", "501234567"]]);
    expect(edit.status).toBe("success");
  });

  it("accepts whole numbers only where it says so (spec: رقم صحيح فقط.)", () => {
    const result = parse(testimonials, "create", [["name", "x"], ["content_ar", "y"], ["rating", "4.5"]]);
    expect(result.error).toMatchObject({ rating: ["validation.integer"] });
    expect(parse(testimonials, "create", [["name", "x"], ["content_ar", "y"], ["rating", "6"]]).error).toMatchObject({ rating: ["validation.max|max=5"] });
  });

  it("makes an offer end after it starts", () => {
    const result = parse(offers, "create", [["title_ar", "ع"], ["title_en", "T"], ["starts_at", "2026-05-10"], ["ends_at", "2026-05-01"]]);
    expect(result.error).toMatchObject({ ends_at: ["validation.endsAfterStarts"] });
  });

  it("needs at least one permission for a role", () => {
    expect(parse(roles, "create", [["name", "Viewer"]]).error).toMatchObject({ permissions: ["validation.required"] });
    expect(parse(roles, "create", [["name", "Viewer"], ["permissions", "show_blogs"]]).status).toBe("success");
  });

  it("rejects a too-long title", () => {
    expect(parse(blogs, "edit", [["title_ar", "x".repeat(256)], ["title_en", "T"]]).error).toMatchObject({ title_ar: ["validation.tooLong|max=255"] });
  });
});
