import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { PendingPage } from "../../components/page/pending-page.tsx";
import { ACCOUNT_SECTIONS, type AccountSectionPage } from "./account-sections.ts";

/** /konto/*: a sub-navigation above the section; /konto itself redirects to /konto/profil (route table). */
export function AccountLayoutRoute() {
  const { t } = useTranslation("pages");
  return (
    <div>
      <nav aria-label={t("account.nav")} className="mx-auto max-w-3xl px-4 pt-6 sm:px-6">
        <ul className="flex flex-wrap gap-2">
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink
                to={`/konto/${section.path}`}
                className={({ isActive }) =>
                  `inline-block rounded-lg border-2 px-3 py-1.5 font-semibold ${
                    isActive
                      ? "border-blue-800 bg-blue-800 text-white dark:border-sky-300 dark:bg-sky-300 dark:text-slate-950"
                      : "border-slate-600 text-slate-900 hover:bg-slate-100 dark:border-slate-400 dark:text-slate-50 dark:hover:bg-slate-800"
                  }`
                }
              >
                {t(`${section.page}.title`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

export function AccountSectionRoute({ page }: { page: AccountSectionPage }) {
  return <PendingPage page={page} />;
}
