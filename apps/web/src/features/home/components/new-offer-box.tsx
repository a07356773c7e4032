import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { textLink } from "../../../components/button-styles.ts";
import { readStorage, writeStorage } from "../../../lib/storage.ts";

export const NEW_OFFER_DISMISSED_KEY = "newOfferDismissed";
const NARROW_QUERY = "(max-width: 767px)";

/** Collapsed by default below 768 px or once the visitor has closed it (spec 001 §2). */
export function isOfferInitiallyOpen(): boolean {
  if (readStorage(NEW_OFFER_DISMISSED_KEY) === "true") return false;
  return !(typeof window.matchMedia === "function" && window.matchMedia(NARROW_QUERY).matches);
}

export function NewOfferBox() {
  const { t } = useTranslation("home");
  const [isOpen, setOpen] = useState(isOfferInitiallyOpen);
  const contentId = useId();

  const toggle = () => {
    const next = !isOpen;
    setOpen(next);
    // Closing it is remembered; opening it again clears the memory.
    writeStorage(NEW_OFFER_DISMISSED_KEY, next ? "false" : "true");
  };

  return (
    <aside
      aria-label={t("offer.label")}
      className="rounded-xl border-2 border-blue-800 bg-blue-50 p-4 text-slate-900 dark:border-sky-300 dark:bg-slate-900 dark:text-slate-50"
    >
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={contentId}
        onClick={toggle}
        className="flex w-full items-center justify-between gap-3 text-left font-bold"
      >
        <span>{t("offer.title")}</span>
        <span aria-hidden="true">{isOpen ? "−" : "+"}</span>
        <span className="sr-only">{isOpen ? t("offer.close") : t("offer.open")}</span>
      </button>
      <div id={contentId} hidden={!isOpen} className="mt-2">
        <p>{t("offer.text")}</p>
        <Link to="/preise" className={`${textLink} mt-2 inline-block`}>
          {t("offer.link")}
        </Link>
      </div>
    </aside>
  );
}
