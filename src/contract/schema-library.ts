// Loads and sets up the schema library alone, for code that wants it ready before it builds
// schemas. Exports nothing, so that bundling it keeps only what the schemas themselves use.
import "./zod";
