import { z } from "./zod";
import { INBOX_KINDS, ITEM_STATES } from "./studio-rules";

// The console's API. WebAuthn payloads are the browser library's JSON, checked in depth by the
// server's WebAuthn library; here only their outer shape.

const webAuthnJson = z.record(z.string(), z.unknown());

export const operatorSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  passkeys: z.number(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const sessionSchema = z.object({
  operator: z.object({ id: z.number(), name: z.string(), email: z.string() }),
});
export type StudioSession = z.infer<typeof sessionSchema>;

export const invitationTokenSchema = z.object({ token: z.string().min(1).max(200) });

export const invitationSchema = z.object({
  name: z.string().trim().min(1, "Enter a name").max(100),
  email: z.email("Enter a valid e-mail address").max(254),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationAnswerSchema = z.object({ link: z.string(), expiresAt: z.string() });

export const invitationDetailsSchema = z.object({ name: z.string(), email: z.string() });

export const registrationOptionsSchema = webAuthnJson;
export const registrationSchema = z.object({
  token: z.string().min(1).max(200),
  response: webAuthnJson,
});
export const signInOptionsSchema = webAuthnJson;
export const signInSchema = z.object({ response: webAuthnJson });

export const inboxQuerySchema = z.object({
  kind: z.enum(INBOX_KINDS).optional(),
  state: z.enum(ITEM_STATES).optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

export const inboxItemSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.number(),
  title: z.string(),
  who: z.string(),
  createdAt: z.string(),
  state: z.enum(ITEM_STATES),
  handledBy: z.string().nullable(),
  unread: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = z.object({
  items: z.array(inboxItemSchema),
  hasMore: z.boolean(),
});

export const itemKeySchema = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.coerce.number().int().positive(),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  operatorName: z.string(),
  action: z.string(),
  itemKind: z.string().nullable(),
  itemId: z.number().nullable(),
  detail: z.string().nullable(),
  ip: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const itemDetailSchema = z.object({
  item: inboxItemSchema,
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  attachments: z.array(
    z.object({ id: z.number(), name: z.string(), type: z.string(), sizeBytes: z.number() }),
  ),
  history: z.array(auditEntrySchema),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

export const itemStateChangeSchema = z.object({ state: z.enum(ITEM_STATES) });

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema) });
export const operatorsSchema = z.object({ operators: z.array(operatorSchema) });
export const doneSchema = z.object({ ok: z.literal(true) });

export const reviewDecisionSchema = z.object({ decision: z.enum(["publish", "remove"]) });
export const reviewReplySchema = z.object({ text: z.string().max(4000) });
