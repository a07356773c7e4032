import { useTranslation } from "react-i18next";

const QUESTIONS = ["levels", "checking", "privacy", "score", "quota"] as const;

/** The FAQ; loaded lazily by the home page (React.lazy), hence the default export. */
export default function Faq() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-2xl font-bold">
        {t("faq.heading")}
      </h2>
      <div className="mt-4 space-y-3">
        {QUESTIONS.map((question) => (
          <details
            key={question}
            className="group rounded-xl border-2 border-slate-300 p-4 dark:border-slate-600"
          >
            <summary className="cursor-pointer font-semibold">{t(`faq.items.${question}.question`)}</summary>
            <div className="mt-3 space-y-2">
              {(t(`faq.items.${question}.answer`, { returnObjects: true }) as string[]).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
