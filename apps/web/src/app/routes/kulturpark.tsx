import { KulturparkPage } from "../../features/kulturpark/kulturpark-page.tsx";

export function KulturparkRoute() {
  return <KulturparkPage />;
}
