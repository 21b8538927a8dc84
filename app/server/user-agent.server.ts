import Bowser from "bowser";

export interface DeviceWords {
  browser: string;
  os: string;
  kind: "phone" | "tablet" | "computer" | null;
}

/** A user agent in words (browser and version, system, kind of device); null when it says nothing readable. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceWords | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split(".")[0]].filter(Boolean).join(" ");
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(" ");
  if (!browser && !os) return null;
  const type = parsed.platform.type;
  const kind = type === "mobile" ? "phone" : type === "tablet" ? "tablet" : type === "desktop" ? "computer" : null;
  return { browser: browser || "?", os: os || "?", kind };
}
