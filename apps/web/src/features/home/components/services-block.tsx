import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { primaryButton } from "../../../components/button-styles.ts";

const SERVICES = ["translate", "check", "glossary", "teams"] as const;

/** The four services and the way to the prices. */
export function ServicesBlock() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="services-heading">
      <h2 id="services-heading" className="text-2xl font-bold">
        {t("services.heading")}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {SERVICES.map((service) => (
          <li key={service} className="rounded-xl border-2 border-slate-300 p-5 dark:border-slate-600">
            <h3 className="text-lg font-bold">{t(`services.items.${service}.title`)}</h3>
            <p className="mt-2">{t(`services.items.${service}.text`)}</p>
          </li>
        ))}
      </ul>
      <Link to="/preise" className={`${primaryButton} mt-6 no-underline`}>
        {t("services.pricing")}
      </Link>
    </section>
  );
}
