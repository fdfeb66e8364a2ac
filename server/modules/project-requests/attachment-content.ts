// What a received file is: a safe name, whether its bytes are text, and the type they show.
import { extname } from "node:path";
import { Transform } from "node:stream";
import { fileTypeFromFile } from "file-type";
import {
  ALLOWED_ATTACHMENT_TYPES,
  ATTACHMENT_LIMITS,
  ATTACHMENT_REFUSALS,
} from "#contract/project-requests-rules";
import { formatBytes } from "../../format-bytes";
import { Refusal } from "../../refusal";

const MAX_NAME_LENGTH = 120;
const TEXT_EXTENSIONS = new Set([".txt", ".md", ".csv"]);
/** Legacy Office files are OLE containers; only their extension tells Word from Excel. */
const CFB_BY_EXTENSION: Record<string, string> = {
  ".doc": "application/msword",
  ".xls": "application/vnd.ms-excel",
};

/**
 * Characters a file name must not keep: control codes (C0 and C1), the ones Windows refuses, and
 * invisible format characters, among them the right-to-left override that shows `txt.exe` as
 * `exe.txt`.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE_IN_FILE_NAME = /[\u0000-\u001f\u007f-\u009f<>:"|?*\p{Cf}]/gu;

/**
 * Checks a file name as the browser sent it and makes it safe to show and to write out again:
 * anything that names a folder is refused, other unusual characters become "_".
 */
export function sanitizeFileName(raw: string): string {
  const name = raw.normalize("NFC").trim();
  if (/[/\\]/.test(name) || name === "." || name === "..") {
    throw new Refusal("invalid", ATTACHMENT_REFUSALS.folderName(raw));
  }
  let safe = name.replace(UNSAFE_IN_FILE_NAME, "_").replace(/^\.+/, "");
  if (safe.length > MAX_NAME_LENGTH) {
    const extension = extname(safe).slice(0, 10);
    safe = safe.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
  }
  return safe || "attachment";
}

/** Counts bytes against the limits and checks, on the way through, whether the file is plain text. */
export class InspectingCounter extends Transform {
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
      const maxTotalSize = formatBytes(ATTACHMENT_LIMITS.maxTotalBytes);
      done(new Refusal("too-large", ATTACHMENT_REFUSALS.overTotal(this.name, maxTotalSize)));
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

/** The MIME type of a received file, refused with 415 when its bytes or its name do not fit. */
export async function acceptedType(path: string, name: string, isText: boolean): Promise<string> {
  const mimeType = await sniffType(path, extname(name).toLowerCase(), isText);
  if (!mimeType) {
    throw new Refusal("unsupported-type", ATTACHMENT_REFUSALS.notAccepted(name));
  }
  return mimeType;
}
