/** Minimal cookie helpers for the few client cookies the spec names (consent, cached user). */

export function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  const prefix = `${name}=`;
  for (const part of document.cookie.split(";")) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length);
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeDays: number): void {
  const secure = typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "";
  const maxAge = Math.round(maxAgeDays * 24 * 60 * 60);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = `${name}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie.
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
