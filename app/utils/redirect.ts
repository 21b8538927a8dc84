const PLACEHOLDER_ORIGIN = "http://lawha.invalid";

/**
 * Accepts same-origin paths only. Rejects `//evil`, `/\evil`, `/%09/evil`, `javascript:`,
 * absolute URLs and anything with control characters, returning `fallback` instead.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  let decoded = to;
  try {
    // Decode repeatedly so that double-encoded tricks (%252F%252F) are seen too.
    for (let i = 0; i < 3; i++) {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    }
  } catch {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded) || decoded.startsWith("//") || /^\/[\s/\\]/.test(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(to, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  // Dot segments normalise away after the checks above: `/.//evil` and `/..//evil` become the
  // protocol-relative `//evil`, which a browser reads as another host.
  if (url.pathname.startsWith("//") || url.pathname.startsWith("/\\")) return fallback;
  const result = `${url.pathname}${url.search}${url.hash}`;
  return isSameOriginPath(result) ? result : fallback;
}

/** The final guard: a path a browser can only resolve against our own origin. */
function isSameOriginPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return false;
  try {
    return new URL(path, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN;
  } catch {
    return false;
  }
}
