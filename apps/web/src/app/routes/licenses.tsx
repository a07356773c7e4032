import { LicensesPage } from "../../features/licenses/licenses-page.tsx";

export function LicensesRoute() {
  return <LicensesPage />;
}
