// Rules shared by several forms: plain values, free of the schema library, so pages can show them without loading it.

/** Longest address SMTP allows (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Name of the hidden field bots fill in and people never see. Submissions that carry it are
 * kept flagged (contact) or refused (reviews), never mailed or shown.
 */
export const HONEYPOT_FIELD = "website";
