import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { textLink } from "../../components/button-styles.ts";
import { siteConfig } from "../../config/site.ts";
import { useConsent } from "../../lib/consent/consent-context.tsx";
import { FOOTER_LINKS } from "./nav-items.ts";

export function SiteFooter() {
  const { t } = useTranslation("nav");
  const { openSettings } = useConsent();
  return (
    <footer className="mt-16 border-t border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <p className="font-bold">{t("footer.tagline")}</p>
        <nav aria-label={t("footer.label")}>
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={textLink}>
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className={textLink} onClick={openSettings}>
                {t("footer.cookieSettings")}
              </button>
            </li>
            <li>
              <a href={siteConfig.socialUrl} className={textLink} target="_blank" rel="noopener noreferrer">
                {siteConfig.socialName}
                <span className="sr-only"> {t("footer.externalNewTab")}</span>
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
