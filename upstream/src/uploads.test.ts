import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataSchema, errorSchemas, mutationSchema, records } from "../../contract/schemas";
import type { Harness } from "../test/harness";
import { PUBLIC_URL, expectShape, largePngFile, pngFile, startUpstream } from "../test/harness";
import { detectImage } from "./uploads";

let upstream: Harness;
let token: string;
beforeAll(async () => {
  upstream = await startUpstream();
  token = await upstream.login("admin");
});
afterAll(() => upstream.close());

const fileName = (url: string | null) => (url ?? "").replace(`${PUBLIC_URL}/uploads/`, "");

describe("image detection", () => {
  it("goes by the first bytes", () => {
    const bytes = (...values: number[]) => new Uint8Array(values);
    expect(detectImage(bytes(0xff, 0xd8, 0xff, 0xe0))?.ext).toBe("jpg");
    expect(detectImage(new TextEncoder().encode("GIF89a...."))?.ext).toBe("gif");
    expect(detectImage(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))?.ext).toBe("webp");
    expect(detectImage(new TextEncoder().encode("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(detectImage(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
  });
});

describe("image fields", () => {
  it("reject a file that is not an image whatever its name and type", async () => {
    const fake = new File(["<script>alert(1)</script>"], "photo.png", { type: "image/png" });
    const ar = await upstream.request("/api/dashboard/categories/store", {
      token,
      form: { name_ar: "تصنيف", name_en: "Category", image: fake },
    });
    expect(expectShape(errorSchemas.validation, ar, 422).errors).toEqual({
      image: ["يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP أو GIF."],
    });
    const en = await upstream.request("/api/dashboard/categories/store", {
      token,
      lang: "en",
      form: { name_ar: "تصنيف", name_en: "Category", image: fake },
    });
    expect(expectShape(errorSchemas.validation, en, 422).errors).toEqual({
      image: ["The image must be a JPEG, PNG, WebP or GIF file."],
    });
  });

  it("reject images over 2 MiB", async () => {
    const large = largePngFile();
    expect(large.size).toBeGreaterThan(2 * 1024 * 1024);
    const response = await upstream.request("/api/dashboard/partners/store", {
      token,
      form: { name_ar: "شريك", name_en: "Partner", logo: large },
    });
    expect(expectShape(errorSchemas.validation, response, 422).errors).toEqual({
      logo: ["يجب ألا يزيد حجم الصورة عن 2 ميجابايت."],
    });
  });

  it("keep, replace and remove files on update", async () => {
    const stored = expectShape(
      mutationSchema(records.categories),
      await upstream.request("/api/dashboard/categories/store", {
        token,
        form: { name_ar: "تصنيف", name_en: "Category", image: pngFile() },
      }),
      201,
    );
    const first = fileName(stored.data.image);
    expect(existsSync(join(upstream.uploadDir, first))).toBe(true);

    const kept = expectShape(
      mutationSchema(records.categories),
      await upstream.request(`/api/dashboard/categories/update/${stored.data.id}`, {
        token,
        form: { name_en: "Renamed", image: new File([], "", { type: "application/octet-stream" }) },
      }),
    );
    expect(kept.data.image).toBe(stored.data.image);

    const replaced = expectShape(
      mutationSchema(records.categories),
      await upstream.request(`/api/dashboard/categories/update/${stored.data.id}`, { token, form: { image: pngFile() } }),
    );
    expect(replaced.data.image).not.toBe(stored.data.image);
    expect(existsSync(join(upstream.uploadDir, first))).toBe(false);

    const removed = expectShape(
      mutationSchema(records.categories),
      await upstream.request(`/api/dashboard/categories/update/${stored.data.id}`, { token, form: { remove_image: "1" } }),
    );
    expect(removed.data.image).toBeNull();
    expect(existsSync(join(upstream.uploadDir, fileName(replaced.data.image)))).toBe(false);
  });

  it("cannot remove a required image", async () => {
    const blog = expectShape(dataSchema(records.blogs), await upstream.request("/api/dashboard/blogs/show/1", { token }));
    const updated = expectShape(mutationSchema(records.blogs), await upstream.request("/api/dashboard/blogs/update/1", { token, form: { remove_image: "1" } }));
    expect(updated.data.image).toBe(blog.data.image);
  });
});

describe("GET /uploads", () => {
  it("serves stored images with their type and nosniff", async () => {
    const blog = expectShape(dataSchema(records.blogs), await upstream.request("/api/dashboard/blogs/show/2", { token }));
    const response = await upstream.request(`/uploads/${fileName(blog.data.image)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(detectImage(new Uint8Array(response.body as ArrayBuffer))?.ext).toBe("png");
  });

  it("does not serve anything outside the upload folder or not generated by it", async () => {
    writeFileSync(join(upstream.dir, "secret.txt"), "secret");
    writeFileSync(join(upstream.uploadDir, "notes.png"), "not generated here");
    for (const path of [
      "/uploads/..%2Fsecret.txt",
      "/uploads/..%2F..%2Fetc%2Fpasswd",
      "/uploads/%2e%2e/secret.txt",
      "/uploads/../secret.txt",
      "/uploads/notes.png",
      `/uploads/${"a".repeat(32)}.png`,
      "/uploads/",
    ]) {
      const response = await upstream.request(path);
      expect(response.status, path).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("secret");
    }
  });
});
