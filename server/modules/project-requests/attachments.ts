import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, rmdir, stat, statfs } from "node:fs/promises";
import { hostname } from "node:os";
import { extname, join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import { fileTypeFromFile } from "file-type";
import { ALLOWED_ATTACHMENT_TYPES, ATTACHMENT_LIMITS } from "#contract/project-request-rules";
import { formatBytes } from "../../format-bytes";
import { httpError } from "../../plugins/errors";

const MAX_NAME_LENGTH = 120;
const INCOMING_DIR = ".incoming";
const PART_SUFFIX = ".part";
/** A temporary upload this old was left behind by a process that stopped mid-request. */
const STALE_INCOMING_MS = 60 * 60 * 1000;
const TEXT_EXTENSIONS = new Set([".txt", ".md", ".csv"]);
/** Legacy Office files are OLE containers; only their extension tells Word from Excel. */
const CFB_BY_EXTENSION: Record<string, string> = {
  ".doc": "application/msword",
  ".xls": "application/vnd.ms-excel",
};
const ALLOWED_SUMMARY = "documents (PDF, Word, Excel, PowerPoint, ODT, text), images and archives";

export interface StoredAttachment {
  originalName: string;
  storedName: string;
  mimeType: string;
  sizeBytes: number;
}

interface ReceivedFile extends Omit<StoredAttachment, "storedName"> {
  tempPath: string;
}

/**
 * Checks a file name as the browser sent it and makes it safe to show and to write out again:
 * anything that names a folder is refused, other unusual characters become "_".
 */
export function sanitizeFileName(raw: string): string {
  const name = raw.normalize("NFC").trim();
  if (/[/\\]/.test(name) || name === "." || name === "..") {
    throw httpError(400, `The file name "${raw}" is not allowed: it must not name a folder`);
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  let safe = name.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, "_").replace(/^\.+/, "");
  if (safe.length > MAX_NAME_LENGTH) {
    const extension = extname(safe).slice(0, 10);
    safe = safe.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
  }
  return safe || "attachment";
}

/** Counts bytes against the limits and checks, on the way through, whether the file is plain text. */
class InspectingCounter extends Transform {
  bytes = 0;
  isText = true;
  private readonly decoder = new TextDecoder("utf-8", { fatal: true });

  constructor(
    private readonly name: string,
    private readonly remainingTotal: number,
  ) {
    super();
  }

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error, data?: Buffer) => void,
  ) {
    this.bytes += chunk.length;
    if (this.bytes > this.remainingTotal) {
      done(
        httpError(
          413,
          `Attachments may not exceed ${formatBytes(ATTACHMENT_LIMITS.maxTotalBytes)} together; "${this.name}" goes over`,
        ),
      );
      return;
    }
    if (this.isText) this.inspect(chunk, this.bytes === chunk.length);
    done(undefined, chunk);
  }

  override _flush(done: (error?: Error) => void) {
    if (this.isText) this.inspect(Buffer.alloc(0), false, true);
    done();
  }

  private inspect(chunk: Buffer, isFirst: boolean, isLast = false) {
    // A script with a "#!" line is an executable, whatever its extension says.
    if (isFirst && chunk.subarray(0, 2).toString("latin1") === "#!") this.isText = false;
    if (chunk.includes(0)) this.isText = false;
    try {
      this.decoder.decode(chunk, { stream: !isLast });
    } catch {
      this.isText = false;
    }
  }
}

/**
 * The allowed MIME type of a received file, decided from its bytes; null when not allowed. The
 * name's extension must fit that type too: a ZIP named "photo.png", or a PNG named "page.html",
 * would open in the wrong program once an admin copies it out under its original name.
 */
async function sniffType(path: string, extension: string, isText: boolean) {
  const detected = await fileTypeFromFile(path);
  if (!detected) return isText && TEXT_EXTENSIONS.has(extension) ? "text/plain" : null;
  if (detected.mime === "application/x-cfb") return CFB_BY_EXTENSION[extension] ?? null;
  const allowed = ALLOWED_ATTACHMENT_TYPES.find((type) => type.mime === detected.mime);
  const extensions: readonly string[] = allowed?.extensions ?? [];
  return extensions.includes(extension) ? detected.mime : null;
}

/** Refuses with 507 while the disk holding `dir` has less than `minFreeBytes` free. */
export async function ensureFreeSpace(dir: string, minFreeBytes: number): Promise<void> {
  if (minFreeBytes === 0) return;
  const disk = await statfs(dir);
  // Blocks available to this process, not to the superuser's reserve.
  if (disk.bavail * disk.bsize < minFreeBytes) {
    throw httpError(
      507,
      "The server is short of disk space and cannot take attachments right now; please try again later, or send the request without files",
    );
  }
}

/**
 * This process's own folder under `.incoming`, named `<host>-<pid>` so that a later start can tell
 * whether the process that left files there is gone.
 */
function ownIncomingDir(uploadsDir: string): string {
  return join(uploadsDir, INCOMING_DIR, `${hostname()}-${process.pid}`);
}

/**
 * The files of one request, streamed to temporary files in this process's folder under
 * `uploadsDir/.incoming`, renamed there to their final names once accepted, and moved next to it
 * only after the rows naming them are committed. So a file in `uploadsDir` always has its row, and
 * a crash leaves only files in `.incoming`, which `recoverIncoming` settles at the next start.
 */
export class UploadBatch {
  private readonly received: ReceivedFile[] = [];
  private readonly staged: string[] = [];
  private readonly paths = new Set<string>();
  private readonly incomingDir: string;
  private totalBytes = 0;
  private kept = false;
  private admission: Promise<void> | undefined;

  /**
   * `admit` runs once, before the first file is written, and refuses every file of the request by
   * throwing (a full disk, a spent quota); a request without files never calls it.
   */
  constructor(
    private readonly uploadsDir: string,
    private readonly admit: () => Promise<void>,
  ) {
    this.incomingDir = ownIncomingDir(uploadsDir);
  }

  get count(): number {
    return this.received.length;
  }

  /** Bytes of the files received so far. */
  get bytes(): number {
    return this.totalBytes;
  }

  async receive(part: MultipartFile): Promise<void> {
    // A form's empty file input arrives as a nameless, empty part: nothing was attached.
    if (part.filename === "") {
      part.file.resume();
      return;
    }
    // A part that is not text but has no file name counts as a file too; the types say otherwise.
    if (typeof part.filename !== "string") {
      throw httpError(400, "Every attached file needs a file name");
    }
    const originalName = sanitizeFileName(part.filename);
    await mkdir(this.incomingDir, { recursive: true });
    this.admission ??= this.admit();
    await this.admission;
    const tempPath = join(this.incomingDir, `${randomUUID()}${PART_SUFFIX}`);
    this.paths.add(tempPath);

    const counter = new InspectingCounter(
      originalName,
      ATTACHMENT_LIMITS.maxTotalBytes - this.totalBytes,
    );
    await pipeline(part.file, counter, createWriteStream(tempPath, { flags: "wx" }));
    if (part.file.truncated) {
      throw httpError(
        413,
        `"${originalName}" is larger than ${formatBytes(ATTACHMENT_LIMITS.maxFileBytes)}`,
      );
    }
    if (counter.bytes === 0) throw httpError(400, `"${originalName}" is empty`);

    const mimeType = await sniffType(tempPath, extname(originalName).toLowerCase(), counter.isText);
    if (!mimeType) {
      throw httpError(
        415,
        `"${originalName}" is not an accepted file type, or its name does not match its content; please attach ${ALLOWED_SUMMARY}`,
      );
    }
    this.totalBytes += counter.bytes;
    this.received.push({ originalName, mimeType, sizeBytes: counter.bytes, tempPath });
  }

  /** Gives the accepted files their final random names, still in `.incoming`, and returns them. */
  async store(): Promise<StoredAttachment[]> {
    const stored: StoredAttachment[] = [];
    for (const { tempPath, ...file } of this.received) {
      const storedName = `${randomUUID()}${extname(file.originalName).toLowerCase()}`;
      const stagedPath = join(this.incomingDir, storedName);
      this.paths.add(stagedPath);
      await rename(tempPath, stagedPath);
      this.paths.delete(tempPath);
      this.staged.push(storedName);
      stored.push({ ...file, storedName });
    }
    return stored;
  }

  /** Call once the rows that name the files are committed: moves the files into place. */
  async keep(): Promise<void> {
    // From here on the rows exist: a file that cannot be moved now is moved at the next start.
    this.kept = true;
    for (const storedName of this.staged) {
      await rename(join(this.incomingDir, storedName), join(this.uploadsDir, storedName));
    }
  }

  async discard(): Promise<void> {
    if (this.kept) return;
    await Promise.all([...this.paths].map((path) => rm(path, { force: true })));
    this.paths.clear();
  }
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
