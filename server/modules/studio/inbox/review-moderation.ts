import {
  approveReview,
  removeReview,
  replyToReview,
  type ReviewsDeps,
} from "../../reviews/service";
import { recordAction, type Actor } from "../audit/audit-log";

// The console moderates through the reviews' own rules (the admin command's too), and notes each
// decision in the review's history.

export type ReviewDecision = "publish" | "remove";

const decisions: Record<ReviewDecision, { decide: typeof approveReview; action: string }> = {
  publish: { decide: approveReview, action: "published the review" },
  remove: { decide: removeReview, action: "took the review off the site" },
};

export async function decideReview(
  deps: ReviewsDeps,
  actor: Actor,
  id: number,
  decision: ReviewDecision,
): Promise<void> {
  const { decide, action } = decisions[decision];
  await decide(deps, String(id));
  await recordAction(deps.db, actor, { action, item: { kind: "review", id } });
}

export async function replyAsStudio(
  deps: ReviewsDeps,
  actor: Actor,
  id: number,
  text: string,
): Promise<void> {
  await replyToReview(deps, String(id), text);
  await recordAction(deps.db, actor, {
    action: "replied to the review",
    item: { kind: "review", id },
    detail: text.trim(),
  });
}
