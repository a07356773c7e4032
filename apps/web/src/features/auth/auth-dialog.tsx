import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ModalDialog } from "../../components/dialog/modal-dialog.tsx";
import type { AuthTab } from "../../lib/auth-dialog-context.ts";
import { AuthTabs } from "./auth-tabs.tsx";
import { GoogleSignInSlot } from "./google-sign-in-slot.tsx";
import { LoginForm } from "./login-form.tsx";
import { RegisterForm } from "./register-form.tsx";

export type AuthDialogProps = {
  initialTab?: AuthTab;
  customMessage?: string;
  returnFocusTo?: HTMLElement | null;
  onClose: () => void;
  onLoggedIn: () => void;
  onEmailNotConfirmed: () => void;
  onForgotPassword: () => void;
};

/** Login / registration dialog of spec 000 §2; switching tabs clears the form and its messages. */
export function AuthDialog({
  initialTab = "login",
  customMessage,
  returnFocusTo,
  onClose,
  ...handlers
}: AuthDialogProps) {
  const { t } = useTranslation("dialogs");
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const idPrefix = useId();
  return (
    <ModalDialog title={t(`auth.title.${tab}`)} onClose={onClose} returnFocusTo={returnFocusTo}>
      {customMessage && (
        <p className="mb-4 rounded-lg bg-blue-50 p-3 text-blue-950 dark:bg-slate-800 dark:text-sky-100">
          {customMessage}
        </p>
      )}
      <AuthTabs active={tab} onChange={setTab} idPrefix={idPrefix} />
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${tab}`}>
        <GoogleSignInSlot />
        <p className="my-4 flex items-center gap-3 text-slate-700 dark:text-slate-300">
          <span aria-hidden="true" className="h-px flex-1 bg-slate-400" />
          {t("auth.or")}
          <span aria-hidden="true" className="h-px flex-1 bg-slate-400" />
        </p>
        {tab === "login" ? (
          <LoginForm
            key="login"
            onSuccess={handlers.onLoggedIn}
            onEmailNotConfirmed={handlers.onEmailNotConfirmed}
            onForgotPassword={handlers.onForgotPassword}
          />
        ) : (
          <RegisterForm key="register" onShowLogin={() => setTab("login")} />
        )}
      </div>
    </ModalDialog>
  );
}
