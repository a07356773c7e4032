import { useSearchParams } from "react-router";
import { PendingPage } from "../../components/page/pending-page.tsx";

/** /revocation?product_name=...&promotion_code=...: the checkout issue adds the form. */
export function RevocationRoute() {
  const [params] = useSearchParams();
  const product = params.get("product_name") ?? "";
  return <PendingPage page={product ? "revocationWithProduct" : "revocation"} values={{ product }} />;
}
