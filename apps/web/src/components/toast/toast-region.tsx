import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Toast } from "./toast-context.tsx";

const VARIANT_CLASSES: Record<Toast["variant"], string> = {
  success: "border-green-700 dark:border-green-400",
  error: "border-red-700 dark:border-red-400",
  info: "border-blue-700 dark:border-sky-300",
};

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation("common");
  const [isPaused, setPaused] = useState(false);
  const remaining = useRef(toast.durationMs);

  // Hover or keyboard focus pauses the timer, so nobody has to read against the clock.
  useEffect(() => {
    if (isPaused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [isPaused, onDismiss, toast.id]);

  return (
    <li
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 bg-white p-4 text-slate-900 shadow-lg motion-safe:animate-[toast-in_200ms_ease-out] dark:bg-slate-800 dark:text-slate-50 ${VARIANT_CLASSES[toast.variant]}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        className="rounded px-2 text-xl leading-none hover:bg-slate-100 dark:hover:bg-slate-700"
        aria-label={t("toast.dismiss")}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** Always in the DOM, so screen readers announce new toasts (polite). */
export function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation("common");
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t("toast.region")}
      className="pointer-events-none fixed top-4 right-4 left-4 z-50 flex justify-center sm:left-auto sm:w-96"
    >
      {toasts.length > 0 && (
        <ul className="flex w-full flex-col gap-2">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
          ))}
        </ul>
      )}
    </div>
  );
}
