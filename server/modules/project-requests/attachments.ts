import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
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

/**
 * The files of one request, streamed to temporary files under `uploadsDir/.incoming` and moved
 * next to it once accepted. Until `keep()` is called, `discard()` removes every one of them.
 */
export class UploadBatch {
  private readonly received: ReceivedFile[] = [];
  private readonly paths = new Set<string>();
  private totalBytes = 0;
  private kept = false;

  constructor(private readonly uploadsDir: string) {}

  get count(): number {
    return this.received.length;
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
    const incomingDir = join(this.uploadsDir, INCOMING_DIR);
    await mkdir(incomingDir, { recursive: true });
    const tempPath = join(incomingDir, `${randomUUID()}.part`);
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

  /** Moves the accepted files to their final random names; they are still discarded unless kept. */
  async store(): Promise<StoredAttachment[]> {
    const stored: StoredAttachment[] = [];
    for (const { tempPath, ...file } of this.received) {
      const storedName = `${randomUUID()}${extname(file.originalName).toLowerCase()}`;
      const finalPath = join(this.uploadsDir, storedName);
      this.paths.add(finalPath);
      await rename(tempPath, finalPath);
      this.paths.delete(tempPath);
      stored.push({ ...file, storedName });
    }
    return stored;
  }

  /** Call once the rows that point at the files are committed. */
  keep(): void {
    this.kept = true;
  }

  async discard(): Promise<void> {
    if (this.kept) return;
    await Promise.all([...this.paths].map((path) => rm(path, { force: true })));
    this.paths.clear();
  }
}

/** Removes temporary uploads abandoned by a crash; recent ones may belong to a running upload. */
export async function removeStaleIncoming(uploadsDir: string, now = Date.now()): Promise<number> {
  const incomingDir = join(uploadsDir, INCOMING_DIR);
  const names = await readdir(incomingDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(incomingDir, name);
    const { mtimeMs } = await stat(path);
    if (now - mtimeMs > STALE_INCOMING_MS) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}
