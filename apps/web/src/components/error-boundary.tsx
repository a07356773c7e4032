import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { reportClientError } from "../lib/report-client-error.ts";
import { primaryButton } from "./button-styles.ts";

function ErrorFallback() {
  const { t } = useTranslation("errors");
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-10">
      <h2 className="text-2xl font-bold">{t("boundary.heading")}</h2>
      <p className="mt-3">{t("boundary.text")}</p>
      <button type="button" className={`${primaryButton} mt-6`} onClick={() => window.location.reload()}>
        {t("boundary.reload")}
      </button>
    </div>
  );
}

type State = { hasError: boolean };

/** Catches render errors of a region, reports them and shows a calm message instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    void reportClientError({
      errorType: "render_error",
      message: `${error.message}\n${info.componentStack ?? ""}`,
    });
  }

  override componentDidUpdate(previous: { resetKey?: string }): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.setState({ hasError: false });
  }

  override render(): ReactNode {
    return this.state.hasError ? <ErrorFallback /> : this.props.children;
  }
}
