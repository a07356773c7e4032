/** The five account sub-pages under /konto (spec 000 §2); page = key in pages.json. */
export const ACCOUNT_SECTIONS = [
  { path: "profil", page: "accountProfile" },
  { path: "uebersetzungen", page: "accountTranslations" },
  { path: "abonnement", page: "accountSubscription" },
  { path: "kontingent", page: "accountQuota" },
  { path: "organisation", page: "accountOrganization" },
] as const;

export type AccountSectionPage = (typeof ACCOUNT_SECTIONS)[number]["page"];
