import {
  approveReview,
  removeReview,
  replyToReview,
  pendingReviews,
  type ReviewsDeps,
} from "../../modules/reviews/service";
import { databaseEngine } from "../../db/connect";
import { Refusal } from "../../refusal";
import {
  CommandError,
  UsageError,
  type Action,
  type CommandContext,
  type CommandGroup,
} from "../command";
import { formatTable } from "../format";

function depsOf({ db, config }: CommandContext): ReviewsDeps {
  return {
    db,
    engine: databaseEngine(config),
    config,
  };
}

function requireArgument(value: string | undefined, what: string): string {
  if (!value?.trim()) throw new UsageError(`Missing ${what}`);
  return value;
}

/** Unknown reviews and refused changes are the moderator's to read, not a crash. */
async function moderate(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof Refusal) {
      throw error.kind === "invalid"
        ? new UsageError(error.message)
        : new CommandError(error.message);
    }
    throw error;
  }
}

/** An action deciding one review by its ID, then saying what became of it. */
function decision(
  description: string,
  decide: (deps: ReviewsDeps, reviewId: string) => Promise<void>,
  done: (reviewId: string) => string,
): Action {
  return {
    args: "ID",
    description,
    run: async (context, [id]) => {
      const reviewId = requireArgument(id, "review ID");
      await moderate(() => decide(depsOf(context), reviewId));
      context.out(done(reviewId));
    },
  };
}

// The server answers from a short read cache (REVIEW_CACHE_TTL_MS), so the site shows these
// changes within that time.
export const reviewsCommands: CommandGroup = {
  description: "moderation of visitors' reviews (held and much-reported ones wait unpublished)",
  actions: {
    pending: {
      args: "",
      description:
        "list reviews waiting for a moderator: hidden ones (held or reported) first, with why, then published ones with open reports",
      run: async (context) => {
        const rows = await pendingReviews(depsOf(context));
        context.out(
          formatTable(
            rows.map((row) => ({
              ...row,
              // Reviews hidden before reasons were stored were all hidden by reports.
              why: row.held_reason ?? (row.status === "hidden" ? "reported" : ""),
              review: `${row.title} ${row.description}`.trim(),
            })),
            ["id", "status", "why", "report_count", "rating", "name", "created_at", "review"],
            60,
          ),
        );
      },
    },
    approve: decision(
      "publish a held or hidden review (or show a removed one again) and dismiss its reports",
      approveReview,
      (reviewId) => `Review ${reviewId} is published; its reports are dismissed.`,
    ),
    remove: decision(
      "take a review off the site for good",
      removeReview,
      (reviewId) => `Review ${reviewId} is removed.`,
    ),
    reply: {
      args: 'ID "text"',
      description: "set the studio's public reply under a review",
      run: async (context, [id, ...words]) => {
        const reviewId = requireArgument(id, "review ID");
        const text = requireArgument(words.join(" "), "reply text");
        await moderate(() => replyToReview(depsOf(context), reviewId, text));
        context.out(`Reply saved under review ${reviewId}.`);
      },
    },
  },
};
