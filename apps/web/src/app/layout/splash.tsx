import { useTranslation } from "react-i18next";

export const SPLASH_MS = 500;

export function Splash() {
  const { t } = useTranslation("common");
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center">
      <span
        aria-hidden="true"
        className="size-12 rounded-full border-4 border-slate-300 border-t-blue-800 motion-safe:animate-spin dark:border-slate-700 dark:border-t-sky-300"
      />
      <span className="sr-only">{t("loading")}</span>
    </div>
  );
}

/** "Lade..." while the session check or a page's texts load. */
export function LoadingText() {
  const { t } = useTranslation("common");
  return (
    <p role="status" data-loading="" className="mx-auto max-w-3xl px-4 py-10 text-xl">
      {t("loading")}
    </p>
  );
}
