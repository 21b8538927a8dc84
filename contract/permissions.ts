// Permission strings in the upstream's canonical form (words separated by spaces).
// The dashboard may show or compare them with underscores; `toCanonicalPermission`
// and `toUnderscorePermission` convert between the two.

export const allPermissions = [
  "show statuses reports",
  "show moderators reports",
  "show sources reports",
  "update settings",
  "show blogs",
  "create blogs",
  "update blogs",
  "show branches",
  "create branches",
  "update branches",
  "show categories",
  "create categories",
  "update categories",
  "show profiles",
  "create profiles",
  "update profiles",
  "show customers",
  "create customers",
  "update customers",
  "show tidings",
  "create tidings",
  "update tidings",
  "show offers",
  "create offers",
  "update offers",
  "show partners",
  "create partners",
  "update partners",
  "show projects",
  "create projects",
  "update projects",
  "show roles",
  "create roles",
  "update roles",
  "show services",
  "create services",
  "update services",
  "show sources",
  "create sources",
  "update sources",
  "show testimonials",
  "create testimonials",
  "update testimonials",
  "show orders",
  "create orders",
  "follow orders",
  "show doctors",
  "add doctors",
  "update doctors",
  "show users",
  "create users",
  "update users",
  // Sees every staff member's activity entries (contract §10); without it, only one's own.
  "show activity",
] as const;

export type Permission = (typeof allPermissions)[number];

/** "show_blogs" or "show  blogs" → "show blogs" (unknown strings are returned normalised, not validated). */
export function toCanonicalPermission(value: string): string {
  return value.trim().replace(/[_\s]+/g, " ");
}

/** "show blogs" → "show_blogs" (the form use). */
export function toUnderscorePermission(value: string): string {
  return value.trim().replace(/\s+/g, "_");
}
