import type { Generated } from "kysely";

// Timestamps are ISO-8601 text in both engines, so rows read the same from SQLite and PostgreSQL.

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  status: "pending" | "subscribed" | "unsubscribed";
  created_at: string;
  confirmed_at: string | null;
  /** The address key of the request that confirmed the subscription: with `confirmed_at`, the proof. */
  confirmed_from: string | null;
  unsubscribed_at: string | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  phone: string | null;
  company: string | null;
  /** 0 or 1: an integer flag reads the same from both engines. */
  is_spam: Generated<number>;
  ip: string | null;
  created_at: string;
}

export interface ProjectRequestsTable {
  id: Generated<number>;
  customer_type: string;
  project_title: string;
  name: string;
  email: string;
  budget: number | null;
  /** A calendar date, YYYY-MM-DD. */
  deadline: string | null;
  details: string;
  ip: string | null;
  created_at: string;
}

export interface ProjectRequestFilesTable {
  id: Generated<number>;
  request_id: number;
  original_name: string;
  stored_name: string;
  mime_type: string;
  size_bytes: number;
  created_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers_json: string | null;
  status: Generated<"pending" | "sent" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** When a mail of one kind last went to one address, to hold back repeats. */
export interface MailThrottleTable {
  kind: string;
  to_address: string;
  last_queued_at: string;
}

/** Confirmation mails the newsletter sign-ups of one client network sent on one UTC day. */
export interface NewsletterNetworkQuotaTable {
  network: string;
  day: string;
  mails: number;
}

export interface ReviewsTable {
  id: Generated<number>;
  name: string;
  email_normalised: string;
  title: string;
  description: string;
  rating: number;
  created_at: string;
  helpful_count: Generated<number>;
  report_count: Generated<number>;
  /**
   * Hidden while it waits for a moderator (held at submission, or reported from enough
   * networks); removed by a moderator. Only visible reviews are published.
   */
  status: Generated<"visible" | "hidden" | "removed">;
  reply_text: string | null;
  reply_at: string | null;
  /** Why a hidden review waits for a moderator, in words for the moderator. */
  held_reason: string | null;
  /** The client key and its network that sent the review; null on reviews older than the caps. */
  ip: string | null;
  network: string | null;
}

/** Counters of visible reviews: rating 0 holds the totals, 1 to 5 one row each. */
export interface ReviewStatsTable {
  rating: number;
  review_count: number;
  rating_sum: number;
}

export interface ReviewVotesTable {
  review_id: number;
  visitor_id: string;
  kind: "helpful" | "report";
  ip: string;
  created_at: string;
  /** When a moderator approved the review after this report; open reports have none. */
  dismissed_at: string | null;
}

export interface AiCallsTable {
  id: Generated<number>;
  /** Our id for the call, known before the provider's; webhooks carry it. */
  call_ref: string;
  /** The provider's id (Twilio's `CA...`), set once the call is placed. */
  call_sid: string | null;
  /** E.164. */
  to_number: string;
  instruction: string;
  opening_text: string;
  status: string;
  /** `browser`: a call held in the browser, where the visitor plays the person called. */
  provider: "twilio" | "simulator" | "browser";
  /** 0 or 1: in demo mode the visitor answers as the callee by typing. */
  visitor_plays_callee: Generated<number>;
  /** SHA-256 of the token that lets the placing browser watch the call. */
  watch_token_hash: string;
  ip: string;
  summary: string | null;
  created_at: string;
  ended_at: string | null;
  /** Milliseconds the callee waited for the AI's lines: median and 90th percentile, set at the end. */
  wait_median_ms: number | null;
  wait_p90_ms: number | null;
  /** When Twilio's ConversationRelay socket of the call was opened; a call takes one only. */
  relay_opened_at: string | null;
  /** Chat-model requests the call has made, counted against its client address's hourly ceiling. */
  chat_requests: Generated<number>;
}

export interface AiCallEventsTable {
  id: Generated<number>;
  call_id: number;
  kind: "status" | "line" | "summary";
  status: string | null;
  speaker: string | null;
  message: string | null;
  /** An AI line: milliseconds from the end of the callee's words to its first words. */
  wait_ms: number | null;
  created_at: string;
}

/** A number whose owner proved by a code that they agree to be called; keyed by its hash. */
export interface PhoneConsentsTable {
  /** HMAC-SHA-256 of the E.164 number under SIGNING_SECRET. */
  number_hash: string;
  verified_until: string | null;
  wrong_codes: Generated<number>;
  locked_until: string | null;
  /** Until when the code last texted is valid (Verify's 10 minutes); null once used or expired. */
  code_pending_until: string | null;
  updated_at: string;
}

/** One code asked for, for the limits per address, per network, per number and per day. */
export interface PhoneCodeRequestsTable {
  id: Generated<number>;
  number_hash: string;
  ip: string;
  /** The address's network (`networkKey`); null on requests stored before it was kept. */
  network: string | null;
  created_at: string;
}

/** That a person's data was erased: when, by whom, how many rows of each kind; never whose. */
export interface DataErasuresTable {
  id: Generated<number>;
  erased_at: string;
  subject_kind: "email" | "phone";
  /** An operator's name, or "command line". */
  erased_by: string;
  /** Rows erased per kind, e.g. `{"reviews":1,"files":2,...}`. */
  counts_json: string;
}

/** A number whose owner asked not to be called by the site; keyed by its hash, as consents are. */
export interface DoNotCallTable {
  number_hash: string;
  listed_at: string;
  /** "the AI agent, during call #12", an operator's name, or "admin command". */
  listed_by: string;
  /** The operator's note, or that the person asked during a call. */
  reason: string;
}

/** A member of staff who may use the console; removing one deletes the row and all it holds. */
export interface StudioOperatorsTable {
  id: Generated<number>;
  name: string;
  email: string;
  created_at: string;
}

/** A one-time link that lets an operator register a passkey; only its hash is kept. */
export interface StudioInvitationsTable {
  token_hash: string;
  operator_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StudioPasskeysTable {
  /** The credential's id, base64url, as the authenticator gave it. */
  credential_id: string;
  operator_id: number;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (bigint: PostgreSQL reads it as a string). */
  counter: number | string;
  /** JSON array of the transports the authenticator named. */
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

/** A WebAuthn challenge handed out and not yet answered; each is taken once. */
export interface StudioChallengesTable {
  challenge: string;
  purpose: "register" | "sign-in";
  expires_at: string;
}

/** A signed-in browser; the cookie holds the token, the table its SHA-256. */
export interface StudioSessionsTable {
  token_hash: string;
  operator_id: number;
  ip: string;
  created_at: string;
  last_seen_at: string;
}

/** Where the staff stand on an inbox item; an item without a row is new. */
export interface StudioItemStatesTable {
  kind: string;
  item_id: number;
  state: "new" | "in-progress" | "done";
  /** The name of the operator who last moved it. */
  handled_by: string | null;
  updated_at: string;
}

/** An operator has opened an inbox item. */
export interface StudioItemReadsTable {
  operator_id: number;
  kind: string;
  item_id: number;
  read_at: string;
}

/** Every operator action, never changed or deleted (the database refuses both). */
export interface StudioAuditLogTable {
  id: Generated<number>;
  /** Null for the admin command, run by whoever holds the server. */
  operator_id: number | null;
  operator_name: string;
  action: string;
  item_kind: string | null;
  item_id: number | null;
  detail: string | null;
  ip: string;
  created_at: string;
}

/** Every table the application reads or writes. */
export interface Database {
  newsletter_subscribers: NewsletterSubscribersTable;
  contact_messages: ContactMessagesTable;
  project_requests: ProjectRequestsTable;
  project_request_files: ProjectRequestFilesTable;
  mail_outbox: MailOutboxTable;
  mail_throttle: MailThrottleTable;
  newsletter_network_quota: NewsletterNetworkQuotaTable;
  reviews: ReviewsTable;
  review_stats: ReviewStatsTable;
  review_votes: ReviewVotesTable;
  ai_calls: AiCallsTable;
  ai_call_events: AiCallEventsTable;
  phone_consents: PhoneConsentsTable;
  phone_code_requests: PhoneCodeRequestsTable;
  data_erasures: DataErasuresTable;
  do_not_call: DoNotCallTable;
  studio_operators: StudioOperatorsTable;
  studio_invitations: StudioInvitationsTable;
  studio_passkeys: StudioPasskeysTable;
  studio_challenges: StudioChallengesTable;
  studio_sessions: StudioSessionsTable;
  studio_item_states: StudioItemStatesTable;
  studio_item_reads: StudioItemReadsTable;
  studio_audit_log: StudioAuditLogTable;
}
