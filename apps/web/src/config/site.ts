/**
 * Operator settings the web app shows. Set at build time (Vite env, see .env.example);
 * the defaults are placeholders an operator replaces.
 */
export const siteConfig = {
  socialUrl: import.meta.env.VITE_SOCIAL_URL || "https://www.linkedin.com/",
  socialName: import.meta.env.VITE_SOCIAL_NAME || "LinkedIn",
};
