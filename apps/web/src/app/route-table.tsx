import { Navigate, type RouteObject } from "react-router";
import { AppLayout } from "./layout/app-layout.tsx";
import { AboutUsRoute } from "./routes/about-us.tsx";
import { ACCOUNT_SECTIONS, AccountLayoutRoute, AccountSectionRoute } from "./routes/account.tsx";
import { ActivateAccountRoute } from "./routes/activate-account.tsx";
import { ApiRoute } from "./routes/api.tsx";
import { BlogPostRoute, BlogRoute } from "./routes/blog.tsx";
import { CheckoutRoute } from "./routes/checkout.tsx";
import { ContactRoute } from "./routes/contact.tsx";
import { GlossaryEntryRoute, GlossaryRoute } from "./routes/glossary.tsx";
import { HomeRoute } from "./routes/home.tsx";
import { ImagesRoute } from "./routes/images.tsx";
import { ImprintRoute } from "./routes/imprint.tsx";
import { InvitationRoute } from "./routes/invitation.tsx";
import { KulturparkRoute } from "./routes/kulturpark.tsx";
import { LicensesRoute } from "./routes/licenses.tsx";
import { LoginRoute } from "./routes/login.tsx";
import { MissionRoute } from "./routes/mission.tsx";
import { NotFoundRoute } from "./routes/not-found.tsx";
import { PricingRoute } from "./routes/pricing.tsx";
import { PrivacyRoute } from "./routes/privacy.tsx";
import { ProductRoute } from "./routes/product.tsx";
import { ResetPasswordRoute } from "./routes/reset-password.tsx";
import { RevocationRoute } from "./routes/revocation.tsx";
import { RevocationPolicyRoute } from "./routes/revocation-policy.tsx";
import { SuccessRoute } from "./routes/success.tsx";
import { TermsRoute } from "./routes/terms.tsx";

/** Every route of spec 000 §2 and 001 §2, plus /lizenzen; the path strings are the public URLs. */
export const routeTable: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: "home", element: <HomeRoute /> },
      { path: "glossar", element: <GlossaryRoute /> },
      { path: "glossar/:term", element: <GlossaryEntryRoute /> },
      { path: "uber-uns", element: <AboutUsRoute /> },
      { path: "mission", element: <MissionRoute /> },
      { path: "datenschutz", element: <PrivacyRoute /> },
      { path: "nutzungsbedingungen", element: <TermsRoute /> },
      { path: "impressum", element: <ImprintRoute /> },
      { path: "login", element: <LoginRoute /> },
      { path: "reset-password", element: <ResetPasswordRoute /> },
      { path: "activate-account", element: <ActivateAccountRoute /> },
      { path: "einladung", element: <InvitationRoute /> },
      {
        path: "konto",
        element: <AccountLayoutRoute />,
        children: [
          { index: true, element: <Navigate to="/konto/profil" replace /> },
          ...ACCOUNT_SECTIONS.map((section) => ({
            path: section.path,
            element: <AccountSectionRoute page={section.page} />,
          })),
        ],
      },
      { path: "api", element: <ApiRoute /> },
      { path: "kontakt", element: <ContactRoute /> },
      { path: "blog", element: <BlogRoute /> },
      { path: "blog/:slug", element: <BlogPostRoute /> },
      { path: "preise", element: <PricingRoute /> },
      { path: "produkt", element: <ProductRoute /> },
      { path: "product", element: <ProductRoute /> },
      { path: "checkout", element: <CheckoutRoute /> },
      { path: "success", element: <SuccessRoute /> },
      { path: "kulturpark", element: <KulturparkRoute /> },
      { path: "widerrufsbelehrung", element: <RevocationPolicyRoute /> },
      { path: "revocation", element: <RevocationRoute /> },
      { path: "bilder", element: <ImagesRoute /> },
      { path: "lizenzen", element: <LicensesRoute /> },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
];
