import { basename, join } from "node:path";

/** Where the attachments of project requests are kept, under the data directory. */
export function uploadsDir(dataDir: string): string {
  return join(dataDir, "uploads");
}

/** The file of one stored attachment; the stored name is ours, but a path in it is never followed. */
export function storedAttachmentPath(dataDir: string, storedName: string): string {
  return join(uploadsDir(dataDir), basename(storedName));
}
