// `npm run docs:config`: rewrites README.md's configuration table from server/config.ts.
import { writeFile } from "node:fs/promises";
import { currentReadme, readmeFile } from "./config-table";

const { written, generated } = await currentReadme();
if (generated === written) {
  console.log("README.md: the configuration table is up to date.");
} else {
  await writeFile(readmeFile, generated);
  console.log("README.md: the configuration table was rewritten from server/config.ts.");
}
