import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { ToastRegion } from "./toast-region.tsx";

export const TOAST_DURATION_MS = 5000;

export type ToastVariant = "success" | "error" | "info";
export type Toast = { id: number; message: string; variant: ToastVariant; durationMs: number };
type ShowToast = (message: string, options?: { variant?: ToastVariant; durationMs?: number }) => void;

const ToastContext = createContext<ShowToast | null>(null);
let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback<ShowToast>((message, options = {}) => {
    const toast = {
      id: nextId++,
      message,
      variant: options.variant ?? "success",
      durationMs: options.durationMs ?? TOAST_DURATION_MS,
    };
    setToasts((current) => [...current, toast]);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext value={value}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast needs a ToastProvider");
  return show;
}
