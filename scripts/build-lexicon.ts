// Builds the compact lexicon files of packages/textkit/data from the raw open data.
// Usage: node --import tsx scripts/build-lexicon.ts /work/shared/content
// The product never reads the raw data; it reads only what this script writes.
import { copyFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildAdjectives } from "./lexicon/build-adjectives.ts";
import { buildCompoundData } from "./lexicon/build-compound-data.ts";
import { buildFrequency } from "./lexicon/build-frequency.ts";
import { buildNouns } from "./lexicon/build-nouns.ts";
import { buildSynonyms } from "./lexicon/build-synonyms.ts";
import { buildVerbs } from "./lexicon/build-verbs.ts";

const contentDir = resolve(process.argv[2] ?? "../shared/content");
const packageDir = resolve(import.meta.dirname, "../packages/textkit");
const dataDir = join(packageDir, "data");

const reports = [
  buildFrequency(contentDir, dataDir),
  buildCompoundData(contentDir, dataDir),
  buildSynonyms(contentDir, dataDir),
  buildNouns(dataDir),
  buildVerbs(dataDir),
  buildAdjectives(dataDir),
];
// The gold compound splits travel with the package so the accuracy test runs on a clean clone.
copyFileSync(
  join(contentDir, "jwordsplitter/test-de-large.txt"),
  join(packageDir, "fixtures/test-de-large.txt"),
);
reports.push("fixtures/test-de-large.txt copied");
for (const report of reports) console.log(report);
