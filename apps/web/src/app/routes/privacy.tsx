import { PrivacyPage } from "../../features/legal/privacy-page.tsx";

export function PrivacyRoute() {
  return <PrivacyPage />;
}
