import { AboutPage } from "../../features/about/about-page.tsx";

export function AboutUsRoute() {
  return <AboutPage />;
}
