import { useParams } from "react-router";
import { PendingPage } from "../../components/page/pending-page.tsx";

export function GlossaryRoute() {
  return <PendingPage page="glossary" />;
}

/** /glossar/{term}: the router has already decoded the URL-encoded term. */
export function GlossaryEntryRoute() {
  const { term = "" } = useParams();
  return <PendingPage page="glossaryEntry" values={{ term }} />;
}
