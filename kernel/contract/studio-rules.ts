// The staff console's plain values, shared by the console and the server.

/** What the inbox gathers, one kind per source. */
export const INBOX_KINDS = ["contact", "request", "call", "review", "mail"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  contact: "Contact message",
  request: "Project request",
  call: "Finished call",
  review: "Reported review",
  mail: "Failed mail",
};

export const ITEM_STATES = ["new", "in-progress", "done"] as const;
export type ItemState = (typeof ITEM_STATES)[number];

export const ITEM_STATE_LABELS: Record<ItemState, string> = {
  new: "New",
  "in-progress": "In progress",
  done: "Done",
};

/** Items per page of the inbox list. */
export const INBOX_PAGE_SIZE = 50;

/** The invitation link's path on the site, the token after it. */
export const INVITATION_PATH = "/studio/#/invitation/";
