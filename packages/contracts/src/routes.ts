/** Every HTTP path of the API, relative to the base path. One constant per endpoint. */
export const API_BASE = "/api/v1";

export const routes = {
  clientErrors: "/log/client-errors",
  contact: "/contact",
  site: "/site",
  analyze: "/analyze",
  check: "/check",
  translate: "/translate",
  translateLog: "/translate/log",
  translateReroll: "/translate/reroll",
  glossary: "/glossary",
  glossaryList: "/glossary/terms",
  statistics: "/user-data/statistics",
  quota: "/token/quota",
  feedback: "/feedback",
} as const;

export type RouteName = keyof typeof routes;
