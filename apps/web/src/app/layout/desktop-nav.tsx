import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { ImagesNavLink } from "./images-nav-link.tsx";
import { NavDropdown } from "./nav-dropdown.tsx";
import { NAV_GROUPS, NAV_LINKS } from "./nav-items.ts";
import { navCurrentClass, navItemClass } from "./nav-styles.ts";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `${navItemClass} ${isActive ? navCurrentClass : ""}`;

export function DesktopNav() {
  const { t } = useTranslation("nav");
  return (
    <nav aria-label={t("mainNav")} className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {NAV_GROUPS.map((group) => (
          <li key={group.id}>
            <NavDropdown label={t(group.labelKey)}>
              <ul className="flex flex-col">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={({ isActive }) => `${linkClass({ isActive })} w-full`}>
                      {t(item.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </NavDropdown>
          </li>
        ))}
        {NAV_LINKS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass}>
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
        <li>
          <ImagesNavLink />
        </li>
      </ul>
    </nav>
  );
}
