import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";
import { useHoverDropdown } from "../../hooks/use-hover-dropdown.ts";
import { dropdownPanelClass, navItemClass } from "./nav-styles.ts";

type NavDropdownProps = {
  label: ReactNode;
  /** Accessible name when the label is not plain text (user menu); must contain the visible text. */
  buttonLabel?: string;
  children: ReactNode;
  align?: "left" | "right";
};

/**
 * Disclosure dropdown (button + panel): opens on hover, closes 300 ms after the pointer leaves,
 * a click pins it (auto-close after 4 s). By keyboard it stays open until Escape, a second
 * press, or focus leaving it.
 */
export function NavDropdown({ label, buttonLabel, children, align = "left" }: NavDropdownProps) {
  const dropdown = useHoverDropdown();
  const { close } = dropdown;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Choosing a link inside closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => close(), [pathname, close]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape" || !dropdown.isOpen) return;
    event.stopPropagation();
    dropdown.close();
    buttonRef.current?.focus();
  }
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dropdown.close();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover, Escape and focus-out of the disclosure; the button is the control.
    <div
      className="relative"
      onPointerEnter={dropdown.onPointerEnter}
      onPointerLeave={dropdown.onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={navItemClass}
        aria-expanded={dropdown.isOpen}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={(event) => dropdown.onToggleClick(event.detail === 0)}
      >
        {label}
        <span
          aria-hidden="true"
          className={`text-sm motion-safe:transition-transform ${dropdown.isOpen ? "rotate-180" : ""}`}
        >
          ▾
        </span>
      </button>
      <div
        id={panelId}
        hidden={!dropdown.isOpen}
        className={`${dropdownPanelClass} ${align === "right" ? "right-0 left-auto" : ""}`}
      >
        {children}
      </div>
    </div>
  );
}
