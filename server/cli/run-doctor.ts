import { loadConfigOrExit } from "../config";
import { anyFailed } from "./doctor/run-checks";
import { formatDoctorReport, runDoctor } from "./doctor/doctor";

// `npm run doctor`: every configured part tried against the real thing; exit 1 if one fails.
const config = loadConfigOrExit();
const results = await runDoctor(config);
process.stdout.write(`${formatDoctorReport(results)}\n`);
// A check past its time-out may still hold a connection open; the verdict is already printed.
process.exit(anyFailed(results) ? 1 : 0);
