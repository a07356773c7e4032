import { ImprintPage } from "../../features/legal/imprint-page.tsx";

export function ImprintRoute() {
  return <ImprintPage />;
}
