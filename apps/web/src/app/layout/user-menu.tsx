import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QuotaBar } from "../../components/quota-bar.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import type { SessionUser } from "../../lib/session/session-types.ts";
import { NavDropdown } from "./nav-dropdown.tsx";
import { navItemClass } from "./nav-styles.ts";

function Avatar({ user }: { user: SessionUser }) {
  const [hasFailed, setFailed] = useState(false);
  const letter = (user.name || user.email).trim().charAt(0).toUpperCase();
  if (user.profile_picture && !hasFailed) {
    return (
      <img
        src={user.profile_picture}
        alt=""
        className="size-8 rounded-full"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-8 items-center justify-center rounded-full bg-blue-800 font-bold text-white dark:bg-sky-300 dark:text-slate-950"
    >
      {letter}
    </span>
  );
}

/** Logged-in slot of the navigation bar: avatar, name, Konto, Logout and the Nutzung gauge. */
export function UserMenu({ variant = "dropdown" }: { variant?: "dropdown" | "inline" }) {
  const { t } = useTranslation("nav");
  const session = useSession();
  if (!session.user) return null;
  const displayName = session.user.name || session.user.email;
  const content = (
    <div className="flex min-w-64 flex-col gap-2 p-2">
      <QuotaBar
        label={t("usage")}
        available={session.pagesAvailable ?? undefined}
        total={session.tier?.pages_per_month ?? undefined}
      />
      <Link to="/konto" className={navItemClass}>
        {t("account")}
      </Link>
      <button type="button" className={`${navItemClass} text-left`} onClick={() => void session.logout()}>
        {t("logout")}
      </button>
    </div>
  );
  if (variant === "inline") {
    return (
      <div className="border-t border-slate-300 pt-3 dark:border-slate-600">
        <p className="flex items-center gap-2 px-3 font-semibold">
          <Avatar user={session.user} />
          {displayName}
        </p>
        {content}
      </div>
    );
  }
  return (
    <NavDropdown
      align="right"
      buttonLabel={t("userMenu", { name: displayName })}
      label={
        <>
          <Avatar user={session.user} />
          <span className="max-w-40 truncate">{displayName}</span>
        </>
      }
    >
      {content}
    </NavDropdown>
  );
}
