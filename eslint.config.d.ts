// The shapes eslint.config.js exports to the tests that prove its rules.
import type { Linter } from "eslint";

/** The server's floors, lowest first, each with the paths (from the repository root) on it. */
export declare const serverFloors: { name: string; paths: string[] }[];

/** The longest a product function may be, blank lines and comments not counted. */
export declare const MAX_FUNCTION_LINES: number;

declare const config: Linter.Config[];
export default config;
