import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../lib/session/session-context.tsx";
import { AuthButtons } from "./auth-buttons.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { LanguageToggle, ThemeToggle } from "./preference-toggles.tsx";
import { UserMenu } from "./user-menu.tsx";

export function SiteHeader() {
  const { t } = useTranslation("nav");
  const session = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-300 bg-white/95 backdrop-blur dark:border-slate-700 dark:bg-slate-950/95">
      <div className="relative mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          to="/"
          className="rounded-md px-2 py-1 text-2xl font-extrabold tracking-tight text-blue-900 dark:text-sky-200"
        >
          {t("brand")}
        </Link>
        <DesktopNav />
        <div className="hidden items-center gap-1 xl:flex">
          <LanguageToggle />
          <ThemeToggle />
          {session.status === "authenticated" && <UserMenu />}
          {session.status === "anonymous" && <AuthButtons className="ml-2" />}
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
