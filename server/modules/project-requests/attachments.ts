// The files of one project request: received and checked, staged, then kept with their rows.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rename, rm, statfs } from "node:fs/promises";
import { extname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import { ATTACHMENT_LIMITS, ATTACHMENT_REFUSALS } from "#contract/project-requests-rules";
import { formatBytes } from "../../format-bytes";
import { Refusal } from "../../refusal";
import { acceptedType, InspectingCounter, sanitizeFileName } from "./attachment-content";
import { ownIncomingDir, PART_SUFFIX } from "./incoming-files";

export interface StoredAttachment {
  originalName: string;
  storedName: string;
  mimeType: string;
  sizeBytes: number;
}

interface ReceivedFile extends Omit<StoredAttachment, "storedName"> {
  tempPath: string;
}

/** Refuses with 507 while the disk holding `dir` has less than `minFreeBytes` free. */
export async function ensureFreeSpace(dir: string, minFreeBytes: number): Promise<void> {
  if (minFreeBytes === 0) return;
  const disk = await statfs(dir);
  // Blocks available to this process, not to the superuser's reserve.
  if (disk.bavail * disk.bsize < minFreeBytes) {
    throw new Refusal("out-of-space", ATTACHMENT_REFUSALS.lowDisk);
  }
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
      throw new Refusal("invalid", ATTACHMENT_REFUSALS.noFileName);
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
      const maxFileSize = formatBytes(ATTACHMENT_LIMITS.maxFileBytes);
      throw new Refusal("too-large", ATTACHMENT_REFUSALS.tooLarge(originalName, maxFileSize));
    }
    if (counter.bytes === 0) throw new Refusal("invalid", ATTACHMENT_REFUSALS.empty(originalName));

    const mimeType = await acceptedType(tempPath, originalName, counter.isText);
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
