import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { primaryButton } from "../../components/button-styles.ts";
import { ContentSections, useContentSections } from "../../components/content/content-sections.tsx";
import { RichText } from "../../components/content/rich-text.tsx";
import { Page } from "../../components/page/page.tsx";

type Step = { title: string; text: string };

function isStep(value: unknown): value is Step {
  if (typeof value !== "object" || value === null) return false;
  const step = value as Record<string, unknown>;
  return typeof step.title === "string" && typeof step.text === "string";
}

/** /kulturpark: our offer for museums, theatres and libraries, with a contact link. */
export function KulturparkPage() {
  const { t } = useTranslation("pages");
  const sections = useContentSections("pages", "kulturpark.sections");
  const stepsValue: unknown = t("kulturpark.steps.items", { returnObjects: true });
  const steps = Array.isArray(stepsValue) ? stepsValue.filter(isStep) : [];
  const contactHref = `/kontakt?betreff=${encodeURIComponent(t("kulturpark.contact.subject"))}`;

  return (
    <Page title={t("kulturpark.title")} heading={t("kulturpark.heading")} lead={t("kulturpark.lead")}>
      <ContentSections sections={sections} />

      <section aria-labelledby="kulturpark-steps" className="space-y-4">
        <h2 id="kulturpark-steps" className="mt-10 text-2xl font-bold">
          {t("kulturpark.steps.heading")}
        </h2>
        <ol className="space-y-4">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-800 font-bold text-white dark:bg-sky-300 dark:text-slate-950"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold">{step.title}</h3>
                <p>
                  <RichText text={step.text} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="kulturpark-contact"
        className="mt-10 space-y-4 rounded-xl bg-slate-100 p-6 dark:bg-slate-800"
      >
        <h2 id="kulturpark-contact" className="text-2xl font-bold">
          {t("kulturpark.contact.heading")}
        </h2>
        <p>{t("kulturpark.contact.text")}</p>
        <Link to={contactHref} className={primaryButton}>
          {t("kulturpark.contact.button")}
        </Link>
      </section>
    </Page>
  );
}
