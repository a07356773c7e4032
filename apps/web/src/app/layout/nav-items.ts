/** The navigation of spec 000 §2; labels are keys of the nav namespace. */
export type NavLinkItem = { to: string; labelKey: string };
export type NavGroup = { id: string; labelKey: string; items: NavLinkItem[] };

export const NAV_GROUPS: NavGroup[] = [
  { id: "products", labelKey: "products", items: [{ to: "/produkt", labelKey: "translator" }] },
  {
    id: "about",
    labelKey: "aboutGroup",
    items: [
      { to: "/uber-uns", labelKey: "aboutUs" },
      { to: "/mission", labelKey: "mission" },
    ],
  },
];

export const NAV_LINKS: NavLinkItem[] = [
  { to: "/preise", labelKey: "pricing" },
  { to: "/glossar", labelKey: "glossary" },
  { to: "/blog", labelKey: "blog" },
];

export const FOOTER_LINKS: NavLinkItem[] = [
  { to: "/mission", labelKey: "mission" },
  { to: "/datenschutz", labelKey: "privacy" },
  { to: "/impressum", labelKey: "imprint" },
  { to: "/preise", labelKey: "pricing" },
  { to: "/kontakt", labelKey: "contact" },
  { to: "/lizenzen", labelKey: "licenses" },
];

export const IMAGES_SEEN_KEY = "navImagesSeen";
