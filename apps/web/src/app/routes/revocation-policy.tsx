import { RevocationPage } from "../../features/legal/revocation-page.tsx";

export function RevocationPolicyRoute() {
  return <RevocationPage />;
}
