import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Hono } from "hono";
import type { AppEnv, Deps } from "./http";
import { apiError } from "./http";

export type ImageType = { ext: "jpg" | "png" | "webp" | "gif"; mime: string };

const CONTENT_TYPES: Record<ImageType["ext"], string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

/** Only names this module generates are ever read or deleted, which rules out path traversal. */
const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif)$/;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

/** The image type from the file's first bytes (never from its name or declared type). */
export function detectImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: "jpg", mime: CONTENT_TYPES.jpg };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: "png", mime: CONTENT_TYPES.png };
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return { ext: "gif", mime: CONTENT_TYPES.gif };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return { ext: "webp", mime: CONTENT_TYPES.webp };
  return null;
}

export async function saveUpload(uploadDir: string, bytes: Uint8Array, type: ImageType): Promise<string> {
  await mkdir(uploadDir, { recursive: true });
  const name = `${randomBytes(16).toString("hex")}.${type.ext}`;
  await writeFile(join(uploadDir, name), bytes, { flag: "wx" });
  return name;
}

export async function removeUpload(uploadDir: string, name: string | null | undefined): Promise<void> {
  if (!name || !STORED_NAME.test(name)) return;
  await rm(join(uploadDir, name), { force: true });
}

export function uploadUrl(publicUrl: string, name: string | null | undefined): string | null {
  return name ? `${publicUrl.replace(/\/+$/, "")}/uploads/${name}` : null;
}

export function uploadRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/uploads/:file", async (c) => {
    const name = c.req.param("file");
    const match = STORED_NAME.exec(name);
    if (!match) throw apiError(404, c.var.lang, "notFound");
    let bytes: Buffer;
    try {
      bytes = await readFile(join(deps.uploadDir, name));
    } catch {
      throw apiError(404, c.var.lang, "notFound");
    }
    const ext = match[1] as ImageType["ext"];
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": CONTENT_TYPES[ext],
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      // Names are random and never reused, so the content never changes.
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
  return routes;
}
