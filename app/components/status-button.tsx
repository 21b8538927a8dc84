import type { ButtonHTMLAttributes } from "react";

export function StatusButton({
  pending,
  pendingLabel,
  children,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending: boolean; pendingLabel: string }) {
  return (
    <button {...props} className={`button${className ? ` ${className}` : ""}`} aria-disabled={pending || undefined} data-pending={pending || undefined}>
      {pending ? pendingLabel : children}
    </button>
  );
}
