import { useFormAction, useNavigation } from "@remix-run/react";

/** Pending state one way everywhere: is this form (this action, this method) submitting? */
export function useIsPending({ formAction, formMethod = "POST" }: { formAction?: string; formMethod?: "POST" | "GET" } = {}) {
  const contextual = useFormAction();
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formAction === (formAction ?? contextual) && navigation.formMethod === formMethod;
}
