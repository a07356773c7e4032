import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useSession } from "../../lib/session/session-context.tsx";
import { AuthButtons } from "./auth-buttons.tsx";
import { ImagesNavLink } from "./images-nav-link.tsx";
import { NAV_GROUPS, NAV_LINKS } from "./nav-items.ts";
import { NavLinkItems } from "./nav-link-items.tsx";
import { navItemClass } from "./nav-styles.ts";
import { UserMenu } from "./user-menu.tsx";

/** "Menü" below the xl breakpoint: a disclosure panel with every entry of the bar. */
export function MobileMenu() {
  const { t } = useTranslation("nav");
  const session = useSession();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A chosen link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setOpen(false), [location.pathname]);

  // Escape closes the open menu and returns focus to its button.
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isOpen]);

  return (
    <div className="xl:hidden">
      <button
        ref={buttonRef}
        type="button"
        className={navItemClass}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
      >
        <span aria-hidden="true">{isOpen ? "✕" : "☰"}</span>
        {t("menu")}
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-300 bg-white px-4 pb-6 shadow-xl dark:border-slate-600 dark:bg-slate-950"
      >
        <nav aria-label={t("mobileNav")}>
          {NAV_GROUPS.map((group) => (
            <div key={group.id} className="mt-3">
              <p className="px-3 text-sm font-bold tracking-wide text-slate-700 uppercase dark:text-slate-300">
                {t(group.labelKey)}
              </p>
              <ul>
                <NavLinkItems items={group.items} isFullWidth />
              </ul>
            </div>
          ))}
          <ul className="mt-3 border-t border-slate-300 pt-3 dark:border-slate-600">
            <NavLinkItems items={NAV_LINKS} isFullWidth />
            <li>
              <ImagesNavLink className={`${navItemClass} w-full`} />
            </li>
          </ul>
        </nav>
        <div className="mt-3 border-t border-slate-300 pt-3 dark:border-slate-600">
          {session.status === "authenticated" && <UserMenu variant="inline" />}
          {session.status === "anonymous" && <AuthButtons />}
        </div>
      </div>
    </div>
  );
}
