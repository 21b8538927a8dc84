import { z } from "zod";

/** The login form: checked on the server always, in the browser once this module has loaded. */
export const LoginSchema = z.object({
  email: z.email({ error: (issue) => (issue.input === undefined ? "validation.required" : "validation.email") }),
  password: z.string({ error: "validation.required" }),
  redirectTo: z.string().optional(),
});
