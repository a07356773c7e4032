import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import type { NavLinkItem } from "./nav-items.ts";
import { navCurrentClass, navItemClass } from "./nav-styles.ts";

/** Entries of the main navigation as list items; the current page is underlined. */
export function NavLinkItems({
  items,
  isFullWidth = false,
}: {
  items: NavLinkItem[];
  isFullWidth?: boolean;
}) {
  const { t } = useTranslation("nav");
  const widthClass = isFullWidth ? " w-full" : "";
  return items.map((item) => (
    <li key={item.to}>
      <NavLink
        to={item.to}
        className={({ isActive }) => `${navItemClass}${widthClass} ${isActive ? navCurrentClass : ""}`}
      >
        {t(item.labelKey)}
      </NavLink>
    </li>
  ));
}
