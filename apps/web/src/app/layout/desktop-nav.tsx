import { useTranslation } from "react-i18next";
import { ImagesNavLink } from "./images-nav-link.tsx";
import { NavDropdown } from "./nav-dropdown.tsx";
import { NAV_GROUPS, NAV_LINKS } from "./nav-items.ts";
import { NavLinkItems } from "./nav-link-items.tsx";

export function DesktopNav() {
  const { t } = useTranslation("nav");
  return (
    <nav aria-label={t("mainNav")} className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {NAV_GROUPS.map((group) => (
          <li key={group.id}>
            <NavDropdown label={t(group.labelKey)}>
              <ul className="flex flex-col">
                <NavLinkItems items={group.items} isFullWidth />
              </ul>
            </NavDropdown>
          </li>
        ))}
        <NavLinkItems items={NAV_LINKS} />
        <li>
          <ImagesNavLink />
        </li>
      </ul>
    </nav>
  );
}
