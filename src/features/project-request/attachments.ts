import { ALLOWED_ATTACHMENT_TYPES, ATTACHMENT_LIMITS } from "#contract/project-request-rules";

const allowedExtensions = new Set<string>(
  ALLOWED_ATTACHMENT_TYPES.flatMap((type) => type.extensions),
);

/** "12.5 MB": binary units, the same ones the limits are stated in. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

/** The allowed extensions as a reader sees them: "PDF, DOC, ... GZ, TGZ". */
export const allowedTypesLabel = [...allowedExtensions]
  .map((extension) => extension.slice(1).toUpperCase())
  .join(", ");

export const attachmentLimitsLabel = `Up to ${ATTACHMENT_LIMITS.maxFiles} files, at most ${formatBytes(
  ATTACHMENT_LIMITS.maxFileBytes,
)} each and ${formatBytes(ATTACHMENT_LIMITS.maxTotalBytes)} together.`;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Adds the files that fit the upload limits to those already attached and explains each one
 * left out, so nothing is sent that the server would refuse. The server still sniffs the content.
 */
export function addAttachments(
  current: readonly File[],
  incoming: readonly File[],
): { files: File[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  let total = files.reduce((sum, file) => sum + file.size, 0);
  for (const file of incoming) {
    const name = `"${file.name}"`;
    if (files.some((attached) => sameFile(attached, file))) {
      problems.push(`${name} is already attached.`);
    } else if (!allowedExtensions.has(extensionOf(file.name))) {
      problems.push(`${name} is not an allowed file type. Allowed: ${allowedTypesLabel}.`);
    } else if (file.size === 0) {
      problems.push(`${name} is empty.`);
    } else if (file.size > ATTACHMENT_LIMITS.maxFileBytes) {
      problems.push(
        `${name} is larger than ${formatBytes(ATTACHMENT_LIMITS.maxFileBytes)}, the limit for one file.`,
      );
    } else if (files.length >= ATTACHMENT_LIMITS.maxFiles) {
      problems.push(
        `${name} was not added: at most ${ATTACHMENT_LIMITS.maxFiles} files can be attached.`,
      );
    } else if (total + file.size > ATTACHMENT_LIMITS.maxTotalBytes) {
      problems.push(
        `${name} was not added: all files together may be at most ${formatBytes(ATTACHMENT_LIMITS.maxTotalBytes)}.`,
      );
    } else {
      files.push(file);
      total += file.size;
    }
  }
  return { files, problems };
}
