/**
 * Which mounted forms hold changes the user has not saved (useUnsavedChanges registers each).
 * Tiny and dependency-free so that entry.client can ask before it reloads the page.
 */
const checks = new Set<() => boolean>();

export function watchUnsaved(isDirty: () => boolean): () => void {
  checks.add(isDirty);
  return () => checks.delete(isDirty);
}

export function hasUnsavedChanges(): boolean {
  for (const isDirty of checks) if (isDirty()) return true;
  return false;
}
