import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { primaryButton, secondaryButton, textLink } from "../../components/button-styles.ts";
import { useConsent } from "../../lib/consent/consent-context.tsx";

/** One consent category; without onChange it is fixed (the necessary cookies). */
function ConsentCheckbox({
  label,
  isChecked,
  onChange,
}: {
  label: string;
  isChecked: boolean;
  onChange?: (isChecked: boolean) => void;
}) {
  return (
    <label className="inline-flex items-center gap-2">
      <input
        type="checkbox"
        className="size-5"
        checked={isChecked}
        disabled={!onChange}
        onChange={onChange && ((event) => onChange(event.target.checked))}
      />
      {label}
    </label>
  );
}

/**
 * Spec 000 §4. A non-modal region fixed at the bottom: nothing is trapped, and the page gets
 * bottom padding of the banner's height so no content hides behind it.
 */
export function CookieBanner() {
  const { t } = useTranslation("consent");
  const { consent, isBannerOpen, save, dismiss } = useConsent();
  const [analytics, setAnalytics] = useState(consent.analytics);
  const [marketing, setMarketing] = useState(consent.marketing);
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!isBannerOpen || !element || typeof ResizeObserver === "undefined") return;
    // Padding lets the page scroll past the banner; scroll padding keeps a focused element
    // from being scrolled behind it (WCAG 2.4.11).
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
      document.documentElement.style.scrollPaddingBottom = `${element.offsetHeight + 8}px`;
      // Other fixed-bottom widgets can rise above the banner: bottom: calc(1rem + var(--cookie-banner-height, 0px)).
      document.documentElement.style.setProperty("--cookie-banner-height", `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = "";
      document.documentElement.style.scrollPaddingBottom = "";
      document.documentElement.style.removeProperty("--cookie-banner-height");
    };
  }, [isBannerOpen]);

  if (!isBannerOpen) return null;
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[60dvh] overflow-y-auto border-t-4 border-blue-800 bg-white text-slate-900 shadow-[0_-8px_24px_rgba(0,0,0,0.15)] dark:border-sky-300 dark:bg-slate-900 dark:text-slate-50"
    >
      <div className="relative mx-auto max-w-5xl px-4 py-4 sm:px-6">
        <button
          type="button"
          className="absolute top-2 right-2 rounded-md px-2 text-2xl leading-none hover:bg-slate-100 dark:hover:bg-slate-800"
          aria-label={t("close")}
          onClick={dismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={headingId} className="pr-10 text-xl font-bold">
          {t("heading")}
        </h2>
        <p className="mt-2">
          {t("text")}{" "}
          <Link to="/datenschutz" className={textLink}>
            {t("privacyLink")}
          </Link>
        </p>
        <fieldset className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          <legend className="sr-only">{t("categories")}</legend>
          <ConsentCheckbox label={t("necessary")} isChecked />
          <ConsentCheckbox label={t("analytics")} isChecked={analytics} onChange={setAnalytics} />
          <ConsentCheckbox label={t("marketing")} isChecked={marketing} onChange={setMarketing} />
        </fieldset>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => save({ analytics: false, marketing: false })}
          >
            {t("rejectAll")}
          </button>
          <button type="button" className={secondaryButton} onClick={() => save({ analytics, marketing })}>
            {t("saveSelection")}
          </button>
          <button
            type="button"
            className={primaryButton}
            onClick={() => save({ analytics: true, marketing: true })}
          >
            {t("acceptAll")}
          </button>
        </div>
      </div>
    </section>
  );
}
