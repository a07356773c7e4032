import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { readStorage, writeStorage } from "../storage.ts";

/** Same key and format as public/theme-init.js, which sets the class before the first paint. */
export const DARK_MODE_KEY = "darkMode";

export function prefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-color-scheme: dark)").matches;
}

/** Stored boolean wins; on a first visit the system setting decides. */
export function initialDarkMode(): boolean {
  const stored = readStorage(DARK_MODE_KEY);
  if (stored === "true") return true;
  if (stored === "false") return false;
  return prefersDark();
}

export function applyDarkMode(isDark: boolean): void {
  document.documentElement.classList.toggle("dark", isDark);
  document.documentElement.style.colorScheme = isDark ? "dark" : "light";
}

type ThemeValue = { isDark: boolean; toggle: () => void };
const ThemeContext = createContext<ThemeValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [isDark, setDark] = useState(initialDarkMode);

  useEffect(() => applyDarkMode(isDark), [isDark]);

  // Until the user chooses, follow the system setting when it changes.
  useEffect(() => {
    if (readStorage(DARK_MODE_KEY) !== null || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = (event: MediaQueryListEvent) => {
      if (readStorage(DARK_MODE_KEY) === null) setDark(event.matches);
    };
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);

  const toggle = useCallback(() => {
    setDark((current) => {
      writeStorage(DARK_MODE_KEY, String(!current));
      return !current;
    });
  }, []);
  const value = useMemo(() => ({ isDark, toggle }), [isDark, toggle]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme needs a ThemeProvider");
  return value;
}
