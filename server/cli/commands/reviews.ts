import {
  approveReview,
  removeReview,
  replyToReview,
  reportedReviews,
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
    reportThreshold: config.REVIEW_REPORT_THRESHOLD,
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
  description: "moderation of visitors' reviews (reported ones are hidden until decided)",
  actions: {
    reported: {
      args: "",
      description: "list reviews with open reports, hidden ones first",
      run: async (context) => {
        const rows = await reportedReviews(depsOf(context));
        context.out(
          formatTable(
            rows.map((row) => ({ ...row, review: `${row.title} ${row.description}`.trim() })),
            ["id", "status", "report_count", "rating", "name", "created_at", "review"],
            60,
          ),
        );
      },
    },
    approve: decision(
      "show a review again and clear its reports",
      approveReview,
      (reviewId) => `Review ${reviewId} is visible again; its reports are cleared.`,
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
