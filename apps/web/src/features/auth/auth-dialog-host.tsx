import { type ReactNode, useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { NoticeDialog } from "../../components/dialog/notice-dialog.tsx";
import { AuthDialogContext, type AuthDialogOptions } from "../../lib/auth-dialog-context.ts";
import { useSession } from "../../lib/session/session-context.tsx";
import { AuthDialog } from "./auth-dialog.tsx";
import { loginTarget } from "./auth-messages.ts";
import { PasswordResetDialog } from "./password-reset-dialog.tsx";

/** Spec 000 §4: after a successful login the dialog waits 1 s, then runs the callback or redirects. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

type Open =
  | { kind: "auth"; options: AuthDialogOptions }
  | { kind: "reset" }
  | { kind: "notConfirmed" }
  | null;

/** Provides useAuthDialog() to every route and renders the auth dialogs; lives inside the router. */
export function AuthDialogHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation("dialogs");
  const navigate = useNavigate();
  const session = useSession();
  const [open, setOpen] = useState<Open>(null);
  const opener = useRef<HTMLElement | null>(null);

  const openAuth = useCallback((options: AuthDialogOptions = {}) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen({ kind: "auth", options });
  }, []);
  const close = useCallback(() => setOpen(null), []);

  const onLoggedIn = useCallback(
    (options: AuthDialogOptions) => {
      void session.refresh();
      setTimeout(() => {
        setOpen(null);
        if (options.onSuccess) options.onSuccess();
        else navigate(loginTarget(options.returnUrl, window.location.origin));
      }, LOGIN_REDIRECT_DELAY_MS);
    },
    [navigate, session],
  );

  return (
    <AuthDialogContext value={openAuth}>
      {children}
      {open?.kind === "auth" && (
        <AuthDialog
          initialTab={open.options.initialTab}
          customMessage={open.options.customMessage}
          returnFocusTo={opener.current}
          onClose={close}
          onLoggedIn={() => onLoggedIn(open.options)}
          onEmailNotConfirmed={() => setOpen({ kind: "notConfirmed" })}
          onForgotPassword={() => setOpen({ kind: "reset" })}
        />
      )}
      {open?.kind === "reset" && <PasswordResetDialog onClose={close} returnFocusTo={opener.current} />}
      {open?.kind === "notConfirmed" && (
        <NoticeDialog
          variant="warning"
          title={t("auth.notConfirmed.title")}
          description={t("auth.notConfirmed.text")}
          onClose={close}
        />
      )}
    </AuthDialogContext>
  );
}
