import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useSession } from "../../lib/session/session-context.tsx";
import { readStorage, writeStorage } from "../../lib/storage.ts";
import { IMAGES_SEEN_KEY } from "./nav-items.ts";
import { navCurrentClass, navItemClass } from "./nav-styles.ts";

/** "Bilder": only for logged-in users whose tier has images_search; a dot until clicked once. */
export function ImagesNavLink({ className = navItemClass }: { className?: string }) {
  const { t } = useTranslation("nav");
  const session = useSession();
  const [isSeen, setSeen] = useState(() => readStorage(IMAGES_SEEN_KEY) === "true");
  if (session.status !== "authenticated" || !session.tier?.images_search) return null;
  return (
    <NavLink
      to="/bilder"
      className={({ isActive }) => `${className} relative ${isActive ? navCurrentClass : ""}`}
      onClick={() => {
        writeStorage(IMAGES_SEEN_KEY, "true");
        setSeen(true);
      }}
    >
      {t("images")}
      {!isSeen && (
        <>
          <span
            aria-hidden="true"
            data-testid="images-dot"
            className="size-2.5 rounded-full bg-red-700 dark:bg-red-400"
          />
          <span className="sr-only">{t("new")}</span>
        </>
      )}
    </NavLink>
  );
}
