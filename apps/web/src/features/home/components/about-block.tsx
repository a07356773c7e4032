import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { secondaryButton } from "../../../components/button-styles.ts";

const FOUNDERS = [
  { key: "mara", initials: "MH" },
  { key: "jonas", initials: "JK" },
] as const;

/** Who builds Leicht: the two founders and the way to /uber-uns. */
export function AboutBlock() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="about-heading">
      <h2 id="about-heading" className="text-2xl font-bold">
        {t("about.heading")}
      </h2>
      <p className="mt-3 max-w-3xl">{t("about.text")}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {FOUNDERS.map((founder) => (
          <li
            key={founder.key}
            className="flex gap-4 rounded-xl border-2 border-slate-300 p-5 dark:border-slate-600"
          >
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-blue-800 text-lg font-bold text-white dark:bg-sky-300 dark:text-slate-950"
            >
              {founder.initials}
            </span>
            <div>
              <h3 className="text-lg font-bold">{t(`about.founders.${founder.key}.name`)}</h3>
              <p className="font-semibold">{t(`about.founders.${founder.key}.role`)}</p>
              <p className="mt-2">{t(`about.founders.${founder.key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <Link to="/uber-uns" className={`${secondaryButton} mt-6 no-underline`}>
        {t("about.more")}
      </Link>
    </section>
  );
}
