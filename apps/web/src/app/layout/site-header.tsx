import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../lib/session/session-context.tsx";
import { AuthButtons } from "./auth-buttons.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { LanguageToggle, ThemeToggle } from "./preference-toggles.tsx";
import { UserMenu } from "./user-menu.tsx";

/**
 * Two rows: the language and theme switches sit on top at every width (Leichte Sprache must be
 * easy to find), then brand, navigation and account. Not sticky, so it never covers focused content.
 */
export function SiteHeader() {
  const { t } = useTranslation("nav");
  const session = useSession();
  return (
    <header className="border-b border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-950">
      <div className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-7xl flex-wrap justify-end gap-1 px-2 py-1 sm:px-6">
          <LanguageToggle />
          <ThemeToggle />
        </div>
      </div>
      <div className="relative mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          to="/"
          className="rounded-md px-2 py-1 text-2xl font-extrabold tracking-tight whitespace-nowrap text-blue-900 dark:text-sky-200"
        >
          {t("brand")}
        </Link>
        <DesktopNav />
        <div className="hidden items-center gap-1 xl:flex">
          {session.status === "authenticated" && <UserMenu />}
          {session.status === "anonymous" && <AuthButtons />}
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
