import { useFormAction, useNavigation } from "@remix-run/react";

/** Pending state one way everywhere: is this form (this action, this method) submitting? */
export function useIsPending({ formAction, formMethod = "POST" }: { formAction?: string; formMethod?: "POST" | "GET" } = {}) {
  const contextual = useFormAction();
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formAction === (formAction ?? contextual) && navigation.formMethod === formMethod;
}

/** On a page of several forms that post an `intent`: is the one with this intent submitting? */
export function useIsPendingIntent(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formData?.get("intent") === intent;
}
