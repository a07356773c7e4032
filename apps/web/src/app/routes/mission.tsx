import { MissionPage } from "../../features/mission/mission-page.tsx";

export function MissionRoute() {
  return <MissionPage />;
}
