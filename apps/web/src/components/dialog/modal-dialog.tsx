import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { focusableIn, trapTab } from "./focusable.ts";
import { lockScroll } from "./scroll-lock.ts";

export type ModalDialogProps = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Where focus goes after closing; default: the element focused when the dialog opened. */
  returnFocusTo?: HTMLElement | null;
  size?: "sm" | "md" | "lg";
  /** Extra element next to the title, e.g. a status icon. */
  icon?: ReactNode;
  describedBy?: string;
};

const SIZES = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-lg" };

/**
 * A modal on the native <dialog> (top layer, inert background): closes on Escape, on a click
 * on the backdrop and on its close button; locks page scroll; traps Tab; returns focus.
 * Render it only while it is open.
 */
export function ModalDialog({
  title,
  onClose,
  children,
  returnFocusTo,
  size = "md",
  icon,
  describedBy,
}: ModalDialogProps) {
  const { t } = useTranslation("dialogs");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener =
      returnFocusTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const unlock = lockScroll();
    if (typeof dialog.showModal === "function") {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute("open", "");
    }
    const preferred = dialog.querySelector<HTMLElement>("[data-autofocus]") ?? focusableIn(dialog)[0];
    preferred?.focus();
    return () => {
      unlock();
      if (dialog.open && typeof dialog.close === "function") dialog.close();
      // Focus goes back where it came from, if that element is still on the page.
      if (opener?.isConnected) opener.focus();
    };
  }, [returnFocusTo]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className={`m-auto w-[calc(100%-2rem)] ${SIZES[size]} rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/70 dark:bg-slate-900 dark:text-slate-50`}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onCloseRef.current();
      }}
      onKeyDown={(event) => {
        if (dialogRef.current) trapTab(event, dialogRef.current);
      }}
    >
      <div className="max-h-[90dvh] overflow-y-auto p-6">
        <div className="mb-4 flex items-start gap-3">
          {icon}
          <h2 id={titleId} className="flex-1 text-2xl font-bold">
            {title}
          </h2>
          <button
            type="button"
            className="-mt-1 -mr-2 rounded-md px-2 py-1 text-2xl leading-none text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            aria-label={t("close")}
            onClick={() => onCloseRef.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
