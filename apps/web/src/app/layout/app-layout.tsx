import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { ErrorBoundary } from "../../components/error-boundary.tsx";
import { AuthDialogHost } from "../../features/auth/auth-dialog-host.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import { CookieBanner } from "./cookie-banner.tsx";
import { LoginSuccessToast, ScrollAndFocusOnNavigate } from "./route-effects.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { LoadingText, SPLASH_MS, Splash } from "./splash.tsx";

function MainContent() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status === "loading") return <LoadingText />;
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingText />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Root route element: skip link, header, main, footer, cookie banner and the auth dialogs. */
export function AppLayout() {
  const { t } = useTranslation("common");
  const [isSplash, setSplash] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setSplash(false), SPLASH_MS);
    return () => clearTimeout(timer);
  }, []);
  if (isSplash) return <Splash />;

  return (
    <AuthDialogHost>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-blue-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-sky-300 dark:text-slate-950"
      >
        {t("skipLink")}
      </a>
      {/* First in the focus order after the skip link, so keyboard users meet the choice at once. */}
      <CookieBanner />
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <MainContent />
        </main>
        <SiteFooter />
      </div>
      <ScrollAndFocusOnNavigate />
      <LoginSuccessToast />
    </AuthDialogHost>
  );
}
