import { useParams } from "react-router";
import { PendingPage } from "../../components/page/pending-page.tsx";

export function BlogRoute() {
  return <PendingPage page="blog" />;
}

export function BlogPostRoute() {
  const { slug = "" } = useParams();
  return <PendingPage page="blogPost" values={{ slug }} />;
}
