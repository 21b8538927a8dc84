import type { ActivityAction } from "../../contract/activity";

/**
 * What an activity entry records, as the contract lists them (contract/activity.ts), repeated
 * here so that the activity page's filter does not bring zod to the browser. The type keeps the
 * two lists the same.
 */
export const ACTIVITY_ACTIONS = ["create", "update", "delete", "restore", "purge", "follow_up"] as const satisfies readonly ActivityAction[];

type Missing = Exclude<ActivityAction, (typeof ACTIVITY_ACTIONS)[number]>;
/** Fails to compile when the contract adds an action this list lacks. */
const _everyActionListed: [Missing] extends [never] ? true : false = true;
