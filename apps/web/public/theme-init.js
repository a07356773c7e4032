// Sets the colour theme before the first paint (the CSP forbids inline scripts, so this is a file).
// Same rule as src/lib/theme/theme-context.tsx: stored boolean "darkMode" wins, else the system setting.
(() => {
  let dark = false;
  try {
    const stored = window.localStorage.getItem("darkMode");
    dark = stored === null ? window.matchMedia("(prefers-color-scheme: dark)").matches : stored === "true";
  } catch {
    dark = false;
  }
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
})();
