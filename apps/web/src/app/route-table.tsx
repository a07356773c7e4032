import type { ComponentType } from "react";
import { Navigate, type RouteObject } from "react-router";
import { AppLayout } from "./layout/app-layout.tsx";
import { Splash } from "./layout/splash.tsx";
import { ACCOUNT_SECTIONS } from "./routes/account-sections.ts";
import { RouteErrorRoute } from "./routes/route-error.tsx";

/** Each page is its own chunk, loaded when first visited; the shell stays in the main bundle. */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: await load() }) };
}

const home = page(() => import("./routes/home.tsx").then((m) => m.HomeRoute));
const product = page(() => import("./routes/product.tsx").then((m) => m.ProductRoute));

/** Every route of spec 000 §2 and 001 §2, plus /lizenzen; the path strings are the public URLs. */
export const routeTable: RouteObject[] = [
  {
    element: <AppLayout />,
    hydrateFallbackElement: <Splash />,
    children: [
      {
        // Errors of a page (e.g. its chunk failed to load) show inside the shell.
        errorElement: <RouteErrorRoute />,
        children: [
          { index: true, ...home },
          { path: "home", ...home },
          { path: "glossar", ...page(() => import("./routes/glossary.tsx").then((m) => m.GlossaryRoute)) },
          {
            path: "glossar/:term",
            ...page(() => import("./routes/glossary.tsx").then((m) => m.GlossaryEntryRoute)),
          },
          { path: "uber-uns", ...page(() => import("./routes/about-us.tsx").then((m) => m.AboutUsRoute)) },
          { path: "mission", ...page(() => import("./routes/mission.tsx").then((m) => m.MissionRoute)) },
          { path: "datenschutz", ...page(() => import("./routes/privacy.tsx").then((m) => m.PrivacyRoute)) },
          {
            path: "nutzungsbedingungen",
            ...page(() => import("./routes/terms.tsx").then((m) => m.TermsRoute)),
          },
          { path: "impressum", ...page(() => import("./routes/imprint.tsx").then((m) => m.ImprintRoute)) },
          { path: "login", ...page(() => import("./routes/login.tsx").then((m) => m.LoginRoute)) },
          {
            path: "reset-password",
            ...page(() => import("./routes/reset-password.tsx").then((m) => m.ResetPasswordRoute)),
          },
          {
            path: "activate-account",
            ...page(() => import("./routes/activate-account.tsx").then((m) => m.ActivateAccountRoute)),
          },
          {
            path: "einladung",
            ...page(() => import("./routes/invitation.tsx").then((m) => m.InvitationRoute)),
          },
          {
            path: "konto",
            ...page(() => import("./routes/account.tsx").then((m) => m.AccountLayoutRoute)),
            children: [
              { index: true, element: <Navigate to="/konto/profil" replace /> },
              ...ACCOUNT_SECTIONS.map((section) => ({
                path: section.path,
                lazy: async () => {
                  const { AccountSectionRoute } = await import("./routes/account.tsx");
                  return { element: <AccountSectionRoute page={section.page} /> };
                },
              })),
            ],
          },
          { path: "api", ...page(() => import("./routes/api.tsx").then((m) => m.ApiRoute)) },
          { path: "kontakt", ...page(() => import("./routes/contact.tsx").then((m) => m.ContactRoute)) },
          { path: "blog", ...page(() => import("./routes/blog.tsx").then((m) => m.BlogRoute)) },
          { path: "blog/:slug", ...page(() => import("./routes/blog.tsx").then((m) => m.BlogPostRoute)) },
          { path: "preise", ...page(() => import("./routes/pricing.tsx").then((m) => m.PricingRoute)) },
          { path: "produkt", ...product },
          { path: "product", ...product },
          { path: "checkout", ...page(() => import("./routes/checkout.tsx").then((m) => m.CheckoutRoute)) },
          { path: "success", ...page(() => import("./routes/success.tsx").then((m) => m.SuccessRoute)) },
          {
            path: "kulturpark",
            ...page(() => import("./routes/kulturpark.tsx").then((m) => m.KulturparkRoute)),
          },
          {
            path: "widerrufsbelehrung",
            ...page(() => import("./routes/revocation-policy.tsx").then((m) => m.RevocationPolicyRoute)),
          },
          {
            path: "revocation",
            ...page(() => import("./routes/revocation.tsx").then((m) => m.RevocationRoute)),
          },
          { path: "bilder", ...page(() => import("./routes/images.tsx").then((m) => m.ImagesRoute)) },
          { path: "lizenzen", ...page(() => import("./routes/licenses.tsx").then((m) => m.LicensesRoute)) },
          { path: "*", ...page(() => import("./routes/not-found.tsx").then((m) => m.NotFoundRoute)) },
        ],
      },
    ],
  },
];
