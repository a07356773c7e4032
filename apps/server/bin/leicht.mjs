#!/usr/bin/env node
// Entry point of the `leicht` CLI. Runs the TypeScript sources directly through tsx,
// so `npx leicht ...` works right after `npm install` without a build step.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/cli/main.ts");
process.exitCode = await main(process.argv.slice(2));
