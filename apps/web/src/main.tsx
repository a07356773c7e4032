import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { installGlobalErrorReporting } from "./lib/global-error-reporting.ts";
import { initI18n } from "./lib/i18n/i18n.ts";
import "./styles.css";

installGlobalErrorReporting();

const container = document.getElementById("root");
if (container) {
  // Texts first: the shell never shows a key or an untranslated word.
  void initI18n().then(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
