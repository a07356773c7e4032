import DOMPurify from "dompurify";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "../button-styles.ts";
import { ModalDialog } from "./modal-dialog.tsx";

export type NoticeVariant = "error" | "success" | "warning" | "info";

export type NoticeAction =
  | { kind: "button"; label: string; onClick: () => void }
  /** "Mehr erfahren →" to /preise (spec 000 §2). */
  | { kind: "learn-more" };

export type NoticeDialogProps = {
  variant: NoticeVariant;
  title: string;
  /** HTML from data or the server; sanitised with DOMPurify before rendering. */
  description: string;
  onClose: () => void;
  autoCloseMs?: number;
  action?: NoticeAction;
};

const ICONS: Record<NoticeVariant, { symbol: string; className: string }> = {
  error: { symbol: "!", className: "bg-red-700 text-white dark:bg-red-300 dark:text-slate-950" },
  success: { symbol: "✓", className: "bg-green-700 text-white dark:bg-green-300 dark:text-slate-950" },
  warning: { symbol: "!", className: "bg-amber-400 text-slate-950 dark:bg-amber-300" },
  info: { symbol: "i", className: "bg-blue-800 text-white dark:bg-sky-300 dark:text-slate-950" },
};

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function NoticeDialog({
  variant,
  title,
  description,
  onClose,
  autoCloseMs,
  action,
}: NoticeDialogProps) {
  const { t } = useTranslation("dialogs");
  const descriptionId = useId();
  const icon = ICONS[variant];

  useEffect(() => {
    if (!autoCloseMs) return;
    const timer = setTimeout(onClose, autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoCloseMs, onClose]);

  return (
    <ModalDialog
      title={title}
      onClose={onClose}
      describedBy={descriptionId}
      icon={
        <span
          aria-hidden="true"
          className={`mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full font-bold ${icon.className}`}
        >
          {icon.symbol}
        </span>
      }
    >
      <p className="sr-only">{t(`notice.variant.${variant}`)}</p>
      <div
        id={descriptionId}
        className="prose-links space-y-3"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(description) }}
      />
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className={action ? secondaryButton : primaryButton}
          onClick={onClose}
          data-autofocus
        >
          {action ? t("notice.cancel") : t("notice.understood")}
        </button>
        {action?.kind === "button" && (
          <button type="button" className={primaryButton} onClick={action.onClick}>
            {action.label}
          </button>
        )}
        {action?.kind === "learn-more" && (
          <Link to="/preise" className={primaryButton} onClick={onClose}>
            {t("notice.learnMore")}
          </Link>
        )}
      </div>
    </ModalDialog>
  );
}
