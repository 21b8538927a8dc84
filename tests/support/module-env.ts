import { vi } from "vitest";

/**
 * Imports a module afresh under these environment variables (`undefined` removes one). Vitest
 * files share their worker's modules, and a module that reads the environment once would keep
 * another file's otherwise. Pair it with `restoreEnv` when the file or test is done.
 */
export async function importWithEnv<T>(env: Record<string, string | undefined>, load: () => Promise<T>): Promise<T> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return load();
}

/** Puts the environment back and forgets the modules imported under it. */
export function restoreEnv(): void {
  vi.unstubAllEnvs();
  vi.resetModules();
}
