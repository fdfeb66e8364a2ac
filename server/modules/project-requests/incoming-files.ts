// The `.incoming` folder under the uploads: where each process stages its files until their rows
// are committed, and how files a stopped process left there are settled.
import { readdir, rename, rm, rmdir, stat } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";

const INCOMING_DIR = ".incoming";
/** Ends the name of a file still being written. */
export const PART_SUFFIX = ".part";
/** A temporary upload this old was left behind by a process that stopped mid-request. */
const STALE_INCOMING_MS = 60 * 60 * 1000;

/**
 * This process's own folder under `.incoming`, named `<host>-<pid>` so that a later start can tell
 * whether the process that left files there is gone.
 */
export function ownIncomingDir(uploadsDir: string): string {
  return join(uploadsDir, INCOMING_DIR, `${hostname()}-${process.pid}`);
}

/**
 * Whether the process that owns an `.incoming` folder is certainly gone. Only a process on this
 * host can be checked; this process itself has nothing in flight yet, as recovery runs before the
 * server listens. A pid reused by another program counts as alive: the files then wait for the age
 * rule, never the other way round.
 */
function ownerIsGone(folder: string): boolean {
  const owner = /^(.+)-(\d+)$/.exec(folder);
  if (!owner || owner[1] !== hostname()) return false;
  const pid = Number(owner[2]);
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

export interface IncomingRecovery {
  /** Files whose rows were committed before the crash, moved into place. */
  moved: number;
  /** Half-written or never committed files, removed. */
  removed: number;
}

/**
 * Settles the files a stopped process left in `.incoming`: a file whose name a committed row
 * holds is moved into place, any other is removed. Folders of processes known to be gone are
 * settled at once; others (another host on shared storage, a live process) only for files older
 * than an hour, which no running upload can be.
 */
export async function recoverIncoming(
  uploadsDir: string,
  committed: (storedNames: string[]) => Promise<Set<string>>,
  now = Date.now(),
): Promise<IncomingRecovery> {
  const recovery: IncomingRecovery = { moved: 0, removed: 0 };
  const root = join(uploadsDir, INCOMING_DIR);
  const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    const dir = join(root, folder.name);
    const gone = ownerIsGone(folder.name);
    const names: string[] = [];
    for (const name of await readdir(dir)) {
      // A live owner may move its file away between the listing and this look.
      const modified = gone ? 0 : (await stat(join(dir, name)).catch(() => null))?.mtimeMs;
      if (modified !== undefined && now - modified > STALE_INCOMING_MS) names.push(name);
    }
    const rowsFor = await committed(names.filter((name) => !name.endsWith(PART_SUFFIX)));
    for (const name of names) {
      if (rowsFor.has(name)) {
        await rename(join(dir, name), join(uploadsDir, name));
        recovery.moved += 1;
      } else {
        await rm(join(dir, name), { force: true });
        recovery.removed += 1;
      }
    }
    // A live owner may be writing its next file there at this moment; only a dead one's goes.
    if (gone) await rmdir(dir).catch(() => undefined);
  }
  return recovery;
}
