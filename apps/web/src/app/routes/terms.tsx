import { TermsPage } from "../../features/legal/terms-page.tsx";

export function TermsRoute() {
  return <TermsPage />;
}
