import { ApiInfoPage } from "../../features/api-info/api-info-page.tsx";

export function ApiRoute() {
  return <ApiInfoPage />;
}
