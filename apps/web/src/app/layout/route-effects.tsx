import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useToast } from "../../components/toast/toast-context.tsx";
import { focusHeadingIfRequested, requestHeadingFocus } from "../../lib/heading-focus.ts";

/**
 * On every route change: scroll to the top and move focus to the new page's h1, so keyboard
 * and screen-reader users start at the content (the first load keeps the browser's focus).
 */
export function ScrollAndFocusOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    // Compared with the last path (not a first-run flag), so StrictMode's double effect is harmless.
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0 });
    requestHeadingFocus();
    // A page that stays mounted (same component, new props) keeps its h1: focus it here.
    const frame = requestAnimationFrame(() =>
      focusHeadingIfRequested(document.querySelector<HTMLElement>("main h1")),
    );
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}

/** ?loginSuccess=true shows "Login erfolgreich!" once and leaves the URL without it (history replace). */
export function LoginSuccessToast() {
  const { t } = useTranslation("common");
  const location = useLocation();
  const navigate = useNavigate();
  const showToast = useToast();
  const handledKey = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get("loginSuccess") !== "true" || handledKey.current === location.key) return;
    handledKey.current = location.key;
    params.delete("loginSuccess");
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true },
    );
    showToast(t("toast.loginSuccess"), { variant: "success" });
  }, [location, navigate, showToast, t]);
  return null;
}
