import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { blogs } from "./definitions/blogs";
import { clients } from "./definitions/clients";
import { offers } from "./definitions/offers";
import { partners } from "./definitions/partners";
import { roles } from "./definitions/roles";
import { testimonials } from "./definitions/testimonials";
import { users } from "./definitions/users";
import { formSchema } from "./schema";
import { LogoSchema } from "~/schemas/settings";
import type { Entity } from "./types";

function parse(d: Entity, mode: "create" | "edit", entries: Array<[string, string | File]>) {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  const submission = parseWithZod(form, { schema: formSchema(d, mode) });
  return { status: submission.status, error: submission.status === "error" ? submission.error : undefined };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "a.png", { type: "image/png" });

describe("entity form schemas", () => {
  it("requires the required fields, with the spec's message keys", () => {
    const result = parse(blogs, "create", [
      ["title_ar", ""],
      ["title_en", ""],
    ]);
    expect(result.status).toBe("error");
    expect(result.error).toMatchObject({
      title_ar: ["validation.required"],
      title_en: ["validation.required"],
      image: ["validation.required"],
    });
  });

  it("requires a blog image on add but not on edit", () => {
    expect(
      parse(blogs, "create", [
        ["title_ar", "عنوان"],
        ["title_en", "Title"],
        ["image", png()],
      ]).status,
    ).toBe("success");
    expect(
      parse(blogs, "edit", [
        ["title_ar", "عنوان"],
        ["title_en", "Title"],
      ]).status,
    ).toBe("success");
  });

  it("reads a file field left empty (what a browser sends: a nameless, empty file) as no file", () => {
    const none = () => new File([], "", { type: "application/octet-stream" });
    expect(
      parse(blogs, "create", [
        ["title_ar", "ع"],
        ["title_en", "T"],
        ["image", none()],
      ]).error,
    ).toMatchObject({ image: ["validation.required"] });
    expect(
      parse(blogs, "edit", [
        ["title_ar", "ع"],
        ["title_en", "T"],
        ["image", none()],
      ]).status,
    ).toBe("success");
    const form = new FormData();
    form.append("intent", "logo");
    form.append("logo", none());
    const empty = parseWithZod(form, { schema: LogoSchema });
    expect(empty.status === "error" ? empty.error : undefined).toMatchObject({ logo: ["validation.required"] });
  });

  it("rejects files that are not images or larger than 2 MB", () => {
    const text = new File(["hello"], "a.txt", { type: "text/plain" });
    expect(
      parse(blogs, "create", [
        ["title_ar", "ع"],
        ["title_en", "T"],
        ["image", text],
      ]).error,
    ).toMatchObject({ image: ["validation.fileType"] });
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    expect(
      parse(blogs, "create", [
        ["title_ar", "ع"],
        ["title_en", "T"],
        ["image", big],
      ]).error?.image?.[0],
    ).toMatch(/^validation.fileSize/);
  });

  it("checks e-mail, phone and title of a client; the password only on add", () => {
    const bad = parse(clients, "create", [
      ["title", "sir"],
      ["name", "x"],
      ["email", "not-mail"],
      ["phone__code", "+966"],
      ["phone__number", "12"],
      ["password", "short"],
    ]);
    expect(bad.error).toMatchObject({
      title: ["validation.invalid"],
      email: ["validation.email"],
      phone__number: ["validation.phone"],
      password: ["validation.tooShort|min=8"],
    });
    const edit = parse(clients, "edit", [
      ["title", "ms"],
      ["name", "x"],
      ["email", "a@b.co"],
      ["phone__code", "+966"],
      ["phone__number", "501234567"],
    ]);
    expect(edit.status).toBe("success");
    for (const typed of ["٠٥٠١٢٣٤٥٦٧", "+966 50 123 4567", "00966501234567", "050-123-4567"]) {
      expect(
        parse(clients, "edit", [
          ["title", "ms"],
          ["name", "x"],
          ["email", "a@b.co"],
          ["phone__code", "+966"],
          ["phone__number", typed],
        ]).status,
        typed,
      ).toBe("success");
    }
  });

  it("accepts whole numbers only where it says so (spec: رقم صحيح فقط.)", () => {
    const result = parse(testimonials, "create", [
      ["name", "x"],
      ["content_ar", "y"],
      ["rating", "4.5"],
    ]);
    expect(result.error).toMatchObject({ rating: ["validation.integer"] });
    expect(
      parse(testimonials, "create", [
        ["name", "x"],
        ["content_ar", "y"],
        ["rating", "6"],
      ]).error,
    ).toMatchObject({ rating: ["validation.max|max=5"] });
  });

  it("makes an offer end after it starts", () => {
    const result = parse(offers, "create", [
      ["title_ar", "ع"],
      ["title_en", "T"],
      ["starts_at", "2026-05-10"],
      ["ends_at", "2026-05-01"],
    ]);
    expect(result.error).toMatchObject({ ends_at: ["validation.endsAfterStarts"] });
  });

  it("has a staff account's password typed twice: both match on add; on edit both may stay empty", () => {
    const account: Array<[string, string]> = [
      ["name", "هند"],
      ["email", "hind@lawha.test"],
      ["role_id", "2"],
    ];
    expect(parse(users, "create", account).error).toMatchObject({ password: ["validation.required"], password_confirmation: ["validation.required"] });
    const differ = parse(users, "create", [...account, ["password", "Secret#2024"], ["password_confirmation", "Secret#2025"]]);
    expect(differ.error).toEqual({ password_confirmation: ["validation.passwordMismatch"] });
    expect(parse(users, "create", [...account, ["password", "Secret#2024"], ["password_confirmation", "Secret#2024"]]).status).toBe("success");
    expect(parse(users, "edit", [...account, ["password", ""], ["password_confirmation", ""]]).status).toBe("success");
    expect(parse(users, "edit", [...account, ["password", "Secret#2024"], ["password_confirmation", ""]]).error).toEqual({
      password_confirmation: ["validation.passwordMismatch"],
    });
  });

  it("needs at least one permission for a role", () => {
    expect(
      parse(roles, "create", [
        ["name_ar", "مطّلع"],
        ["name_en", "Viewer"],
      ]).error,
    ).toMatchObject({ permissions: ["validation.required"] });
    expect(
      parse(roles, "create", [
        ["name_ar", "مطّلع"],
        ["name_en", "Viewer"],
        ["permissions", "show_blogs"],
      ]).status,
    ).toBe("success");
    // Both names: Arabic and English.
    expect(parse(roles, "create", [["permissions", "show_blogs"]]).error).toMatchObject({ name_ar: ["validation.required"], name_en: ["validation.required"] });
  });

  it("rejects a too-long title", () => {
    expect(
      parse(blogs, "edit", [
        ["title_ar", "x".repeat(256)],
        ["title_en", "T"],
      ]).error,
    ).toMatchObject({ title_ar: ["validation.tooLong|max=255"] });
  });

  // Nothing that is not a plain number reaches the upstream as one.
  const offer = (entries: Array<[string, string]>) => parse(offers, "create", [["title_ar", "ع"], ["title_en", "T"], ...entries]);

  it.each(["abc", "1e309", "NaN", "Infinity", "0x10", "1e3", "١e٣", "1 2", "12,5"])("price %j is a field error", (price) => {
    expect(offer([["price", price]]).error).toMatchObject({ price: ["validation.invalid"] });
  });

  it.each(["-1", "1.5", "1.999", "0x10", "1e1"])("discount %j is a field error", (value) => {
    expect(offer([["discount_percent", value]]).error?.discount_percent?.[0]).toMatch(/^validation\.(integer|min)/);
  });

  it.each([
    ["١٢٫٥", "١٠", 12.5, 10],
    ["۱۲.۵", "۱۰", 12.5, 10],
    [" 12 ", "0", 12, 0],
  ])("price %j and discount %j typed on an Arabic keyboard are read as %d and %d", (price, discount, p, d) => {
    const form = new FormData();
    for (const [k, v] of [
      ["title_ar", "ع"],
      ["title_en", "T"],
      ["price", price],
      ["discount_percent", discount],
      ["service_id", "3"],
    ])
      form.append(k, v);
    const submission = parseWithZod(form, { schema: formSchema(offers, "create") });
    expect(submission.status === "success" && submission.value).toMatchObject({ price: p, discount_percent: d });
  });

  it("a plain price and discount pass, as numbers", () => {
    const form = new FormData();
    for (const [k, v] of [
      ["title_ar", "ع"],
      ["title_en", "T"],
      ["price", "12.5"],
      ["discount_percent", "10"],
      ["service_id", "3"],
    ])
      form.append(k, v);
    const submission = parseWithZod(form, { schema: formSchema(offers, "create") });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({ price: 12.5, discount_percent: 10, service_id: 3 });
  });

  it("2026-02-30 is not a date", () => {
    expect(offer([["starts_at", "2026-02-30"]]).error).toMatchObject({ starts_at: ["validation.invalid"] });
  });

  it("a 25-digit, fractional or negative option id is a field error", () => {
    for (const id of ["1234567890123456789012345", "1.5", "-1", "0x10"])
      expect(offer([["service_id", id]]).error).toMatchObject({ service_id: ["validation.invalid"] });
  });

  it("a repeated scalar (name=a&name=b) is a field error, not one of the two", () => {
    expect(
      parse(blogs, "edit", [
        ["title_ar", "a"],
        ["title_ar", "b"],
        ["title_en", "T"],
      ]).error,
    ).toMatchObject({ title_ar: ["validation.invalid"] });
    expect(
      offer([
        ["price", "1"],
        ["price", "2"],
      ]).error,
    ).toMatchObject({ price: ["validation.invalid"] });
  });

  it.each(["javascript:alert(1)", " javascript:alert(1)", "data:text/html,x", "//evil.example", "\\\\evil.example", "JaVaScRiPt:alert(1)"])(
    "URL %j is refused",
    (url) => {
      const result = parse(partners, "edit", [
        ["name_ar", "ع"],
        ["name_en", "N"],
        ["website", url],
      ]);
      expect(result.error).toMatchObject({ website: ["validation.url"] });
    },
  );
});
