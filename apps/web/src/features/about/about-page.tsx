import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "../../components/button-styles.ts";
import { ContentSections, useContentSections } from "../../components/content/content-sections.tsx";
import { RichText } from "../../components/content/rich-text.tsx";
import { Page } from "../../components/page/page.tsx";

type Founder = { name: string; role: string; bio: string[] };

function isFounder(value: unknown): value is Founder {
  if (typeof value !== "object" || value === null) return false;
  const founder = value as Record<string, unknown>;
  return (
    typeof founder.name === "string" &&
    typeof founder.role === "string" &&
    Array.isArray(founder.bio) &&
    founder.bio.every((line) => typeof line === "string")
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2);
}

/** /uber-uns: who we are, why, how we work, the two founders. */
export function AboutPage() {
  const { t } = useTranslation("pages");
  const sections = useContentSections("pages", "aboutUs.sections");
  const foundersValue: unknown = t("aboutUs.founders.people", { returnObjects: true });
  const founders = Array.isArray(foundersValue) ? foundersValue.filter(isFounder) : [];

  return (
    <Page title={t("aboutUs.title")} lead={t("aboutUs.lead")}>
      <ContentSections sections={sections} />

      <section aria-labelledby="about-founders" className="space-y-4">
        <h2 id="about-founders" className="mt-10 text-2xl font-bold">
          {t("aboutUs.founders.heading")}
        </h2>
        <p>{t("aboutUs.founders.intro")}</p>
        <ul className="grid gap-6 sm:grid-cols-2">
          {founders.map((founder) => (
            <li key={founder.name} className="rounded-xl border-2 border-slate-200 p-5 dark:border-slate-700">
              <div className="flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-14 shrink-0 items-center justify-center rounded-full bg-blue-800 text-xl font-bold text-white dark:bg-sky-300 dark:text-slate-950"
                >
                  {initials(founder.name)}
                </span>
                <div>
                  <h3 className="text-xl font-semibold">{founder.name}</h3>
                  <p className="text-slate-700 dark:text-slate-300">{founder.role}</p>
                </div>
              </div>
              <div className="mt-4 space-y-3">
                {founder.bio.map((line) => (
                  <p key={line}>
                    <RichText text={line} />
                  </p>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-10 flex flex-wrap gap-4">
        <Link to="/kontakt" className={primaryButton}>
          {t("aboutUs.contactButton")}
        </Link>
        <Link to="/mission" className={secondaryButton}>
          {t("aboutUs.missionButton")}
        </Link>
      </div>
    </Page>
  );
}
