import type { ReactNode } from "react";

/** Result line under a form: errors as alert, the rest as status. Always rendered so it is announced. */
export function FormMessage({
  tone,
  children,
}: {
  tone: "error" | "success" | "none";
  children?: ReactNode;
}) {
  const colour = tone === "error" ? "text-red-800 dark:text-red-300" : "text-green-800 dark:text-green-300";
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`font-semibold ${colour}`}>
      {children}
    </div>
  );
}
