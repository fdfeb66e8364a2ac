// `npm run docs:config`: rewrites the configuration table of docs/configuration.md from
// server/config.ts.
import { writeFile } from "node:fs/promises";
import { configurationFile, currentConfigurationDoc } from "./config-table";

const { written, generated } = await currentConfigurationDoc();
if (generated === written) {
  console.log("docs/configuration.md: the configuration table is up to date.");
} else {
  await writeFile(configurationFile, generated);
  console.log(
    "docs/configuration.md: the configuration table was rewritten from server/config.ts.",
  );
}
