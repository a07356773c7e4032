// `npm run bench`: runs every benchmark (packages/*/bench/*.bench.ts, apps/*/bench/*.bench.ts)
// one after another in its own process; each prints a table and writes JSON to bench-results/.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const filter = process.argv[2];
const files = [];
for (const group of ["packages", "apps"]) {
  for (const name of readdirSync(path.join(root, group))) {
    const dir = path.join(root, group, name, "bench");
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) {
      if (file.endsWith(".bench.ts") && (!filter || file.includes(filter))) files.push(path.join(dir, file));
    }
  }
}
let failed = 0;
for (const file of files) {
  console.log(`\n== ${path.relative(root, file)}`);
  const result = spawnSync(process.execPath, ["--import", "tsx", "--expose-gc", file], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) failed += 1;
}
if (files.length === 0) console.log("Keine Benchmarks gefunden.");
process.exitCode = failed > 0 ? 1 : 0;
