import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { textLink } from "../../components/button-styles.ts";
import { Page } from "../../components/page/page.tsx";

const SUGGESTIONS = [
  { to: "/", key: "home" },
  { to: "/glossar", key: "glossary" },
  { to: "/preise", key: "pricing" },
  { to: "/kontakt", key: "contact" },
] as const;

export function NotFoundRoute() {
  const { t } = useTranslation("pages");
  const { pathname } = useLocation();
  return (
    <Page title={t("notFound.title")} heading={t("notFound.heading")}>
      <p>{t("notFound.text", { path: pathname })}</p>
      <p>{t("notFound.suggestions")}</p>
      <ul className="list-disc space-y-2 pl-6">
        {SUGGESTIONS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={textLink}>
              {t(`notFound.links.${item.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
