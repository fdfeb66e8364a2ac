import {
  ALLOWED_ATTACHMENT_TYPES,
  ATTACHMENT_LIMITS,
  ATTACHMENT_PICKER_MESSAGES as MESSAGES,
} from "#contract/project-requests-rules";

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

export const attachmentLimitsLabel = MESSAGES.limits(
  ATTACHMENT_LIMITS.maxFiles,
  formatBytes(ATTACHMENT_LIMITS.maxFileBytes),
  formatBytes(ATTACHMENT_LIMITS.maxTotalBytes),
);

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
    const { name } = file;
    if (files.some((attached) => sameFile(attached, file))) {
      problems.push(MESSAGES.alreadyAttached(name));
    } else if (!allowedExtensions.has(extensionOf(name))) {
      problems.push(MESSAGES.notAllowedType(name, allowedTypesLabel));
    } else if (file.size === 0) {
      problems.push(MESSAGES.empty(name));
    } else if (file.size > ATTACHMENT_LIMITS.maxFileBytes) {
      problems.push(MESSAGES.tooLarge(name, formatBytes(ATTACHMENT_LIMITS.maxFileBytes)));
    } else if (files.length >= ATTACHMENT_LIMITS.maxFiles) {
      problems.push(MESSAGES.tooMany(name, ATTACHMENT_LIMITS.maxFiles));
    } else if (total + file.size > ATTACHMENT_LIMITS.maxTotalBytes) {
      problems.push(MESSAGES.overTotal(name, formatBytes(ATTACHMENT_LIMITS.maxTotalBytes)));
    } else {
      files.push(file);
      total += file.size;
    }
  }
  return { files, problems };
}
