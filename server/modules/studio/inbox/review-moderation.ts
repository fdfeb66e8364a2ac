import {
  approveReview,
  removeReview,
  replyToReview,
  type ModerationTransaction,
  type ReviewsDeps,
} from "../../reviews/service";
import { withAuditEntry, type Actor, type AuditAction } from "../audit/audit-log";

// The console moderates through the reviews' own rules (the admin command's too), and notes each
// decision in the review's history in the decision's own transaction.

export type ReviewDecision = "publish" | "remove";

const decisions: Record<ReviewDecision, { decide: typeof approveReview; action: string }> = {
  publish: { decide: approveReview, action: "published the review" },
  remove: { decide: removeReview, action: "took the review off the site" },
};

function audited(deps: ReviewsDeps, actor: Actor, entry: AuditAction): ModerationTransaction {
  return (change) => withAuditEntry(deps.db, actor, change, entry);
}

export async function decideReview(
  deps: ReviewsDeps,
  actor: Actor,
  id: number,
  decision: ReviewDecision,
): Promise<void> {
  const { decide, action } = decisions[decision];
  await decide(deps, String(id), audited(deps, actor, { action, item: { kind: "review", id } }));
}

export async function replyAsStudio(
  deps: ReviewsDeps,
  actor: Actor,
  id: number,
  text: string,
): Promise<void> {
  const entry = {
    action: "replied to the review",
    item: { kind: "review", id },
    detail: text.trim(),
  };
  await replyToReview(deps, String(id), text, audited(deps, actor, entry));
}
