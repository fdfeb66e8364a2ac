// Customer types, budget and attachment rules of project requests, their outcome texts and what the
// form and the API say about attachments: plain values, free of the schema library, so pages can
// show them without loading it.

/** In the order the form lists them; labels carry the advertised discounts. */
export const CUSTOMER_TYPES = [
  { value: "individual", label: "Individual" },
  { value: "student", label: "Student (15% discount)" },
  { value: "freelancer", label: "Freelancer" },
  { value: "startup", label: "Startup (10% discount)" },
  { value: "small-business", label: "Small Business" },
  { value: "enterprise", label: "Enterprise" },
  { value: "non-profit", label: "Non-profit" },
  { value: "government", label: "Government" },
  { value: "educational", label: "Educational Institution" },
] as const;

export const CUSTOMER_TYPE_VALUES = CUSTOMER_TYPES.map((type) => type.value) as [
  (typeof CUSTOMER_TYPES)[number]["value"],
  ...(typeof CUSTOMER_TYPES)[number]["value"][],
];
export type CustomerType = (typeof CUSTOMER_TYPE_VALUES)[number];

/** The smallest budget the studio takes on, in rupees. */
export const MINIMUM_BUDGET = 750;
export const BUDGET_PLACEHOLDER = 900;

export const PROJECT_REQUEST_LIMITS = {
  projectTitle: 150,
  name: 100,
  details: 5000,
  maxBudget: 100_000_000,
} as const;

export const ATTACHMENT_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 25 * 1024 * 1024,
} as const;

/**
 * What may be attached: documents, images and archives. The server decides the type from the
 * file's content (magic bytes), the extension list only guides the browser's file picker.
 */
export const ALLOWED_ATTACHMENT_TYPES = [
  { mime: "application/pdf", extensions: [".pdf"] },
  { mime: "application/msword", extensions: [".doc"] },
  {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: [".docx"],
  },
  { mime: "application/vnd.ms-excel", extensions: [".xls"] },
  {
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extensions: [".xlsx"],
  },
  {
    mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    extensions: [".pptx"],
  },
  { mime: "application/vnd.oasis.opendocument.text", extensions: [".odt"] },
  { mime: "text/plain", extensions: [".txt", ".md", ".csv"] },
  { mime: "image/png", extensions: [".png"] },
  { mime: "image/jpeg", extensions: [".jpg", ".jpeg"] },
  { mime: "image/gif", extensions: [".gif"] },
  { mime: "image/webp", extensions: [".webp"] },
  { mime: "image/avif", extensions: [".avif"] },
  { mime: "application/zip", extensions: [".zip"] },
  { mime: "application/x-7z-compressed", extensions: [".7z"] },
  { mime: "application/gzip", extensions: [".gz", ".tgz"] },
] as const;

export const ATTACHMENT_ACCEPT = ALLOWED_ATTACHMENT_TYPES.flatMap((type) => type.extensions).join(
  ",",
);

/** What a visitor reads once a project request is sent, word for word. */
export const PROJECT_REQUEST_MESSAGES = {
  /** The API's answer to an accepted request, and the site's confirmation of it. */
  submitted: "Project request submitted successfully!",
  /** A request the page could not send, or the server refused. */
  submitFailed: "Error submitting project request. Please try again.",
} as const;

/**
 * What the form says about the files a visitor chooses, checked before anything is sent. Sizes
 * come already written out ("10 MB") by the page.
 */
export const ATTACHMENT_PICKER_MESSAGES = {
  limits: (maxFiles: number, maxFileSize: string, maxTotalSize: string) =>
    `Up to ${maxFiles} files, at most ${maxFileSize} each and ${maxTotalSize} together.`,
  alreadyAttached: (name: string) => `"${name}" is already attached.`,
  notAllowedType: (name: string, allowedTypes: string) =>
    `"${name}" is not an allowed file type. Allowed: ${allowedTypes}.`,
  empty: (name: string) => `"${name}" is empty.`,
  tooLarge: (name: string, maxFileSize: string) =>
    `"${name}" is larger than ${maxFileSize}, the limit for one file.`,
  tooMany: (name: string, maxFiles: number) =>
    `"${name}" was not added: at most ${maxFiles} files can be attached.`,
  overTotal: (name: string, maxTotalSize: string) =>
    `"${name}" was not added: all files together may be at most ${maxTotalSize}.`,
} as const;

const ALLOWED_ATTACHMENTS_SUMMARY =
  "documents (PDF, Word, Excel, PowerPoint, ODT, text), images and archives";

/** The API's refusals of attachments, in its `detail`. Sizes come written out by the server. */
export const ATTACHMENT_REFUSALS = {
  wrongField: (field: string) => `Attach files in the "files" field, not "${field}"`,
  noFileName: "Every attached file needs a file name",
  folderName: (name: string) => `The file name "${name}" is not allowed: it must not name a folder`,
  tooLarge: (name: string, maxFileSize: string) => `"${name}" is larger than ${maxFileSize}`,
  empty: (name: string) => `"${name}" is empty`,
  overTotal: (name: string, maxTotalSize: string) =>
    `Attachments may not exceed ${maxTotalSize} together; "${name}" goes over`,
  notAccepted: (name: string) =>
    `"${name}" is not an accepted file type, or its name does not match its content; please attach ${ALLOWED_ATTACHMENTS_SUMMARY}`,
  addressDailyBudget: (budget: string) =>
    `Attachments from one address may add up to ${budget} a day; please send this request without files, or try again tomorrow`,
  siteDailyBudget:
    "The site has taken all the attachments it can for today; please send this request without files, or try again tomorrow",
  lowDisk:
    "The server is short of disk space and cannot take attachments right now; please try again later, or send the request without files",
} as const;
