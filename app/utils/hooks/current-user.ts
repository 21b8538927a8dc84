import { useRouteLoaderData } from "@remix-run/react";
import type { Permission } from "../permissions";

/** The logged-in staff member as the frame's loader hands them to the pages below it. */
export interface FrameUser {
  id: number;
  name: string;
  roleName: string;
  permissions: Permission[];
}

/** The staff member of the frame around this page (undefined on a page outside it). */
export function useCurrentUser(): FrameUser | undefined {
  return useRouteLoaderData<{ user: FrameUser | null }>("routes/frame")?.user ?? undefined;
}
