import { PendingPage } from "../../components/page/pending-page.tsx";

export function InvitationRoute() {
  return <PendingPage page="invitation" />;
}
