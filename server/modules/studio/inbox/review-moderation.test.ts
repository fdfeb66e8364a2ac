import { describe, expect, it } from "vitest";
import { ENGINES, nextClientAddress } from "../../../../test-support/server/engines";
import { API_KEY, postToApi } from "../../../../test-support/server/api";
import { testAppOnEngine } from "../../../../test-support/server/engine-app";
import { studioKit } from "../../../../test-support/server/studio-kit";
import { readAuditLog, type Actor } from "../audit/audit-log";
import { decideReview, replyAsStudio } from "./review-moderation";

describe.each(ENGINES)(
  "moderating reviews in the studio console on $engine",
  ({ engine, skip }) => {
    // No read cache, so the public list shows each decision at once.
    const testApp = testAppOnEngine(engine, skip, { REVIEW_CACHE_TTL_MS: "0" });
    const studio = studioKit(testApp);

    const publicReviews = async () => {
      const response = await testApp.app.inject({
        url: "/api/reviews?limit=10",
        headers: { "x-api-key": API_KEY },
      });
      return response.json() as { reviews: { _id: string; reply?: { text: string } }[] };
    };

    const writeReview = async (email: string) => {
      const written = await postToApi(testApp.app, "/api/reviews", {
        name: "Client",
        email,
        title: "Slow replies",
        description: "They answered after a week.",
        rating: 2,
      });
      return Number((written.json() as { _id: string })._id);
    };
    const report = async (reviewId: number, visitorId: string) => {
      const reported = await testApp.app.inject({
        method: "PATCH",
        url: `/api/reviews/${reviewId}/report`,
        headers: { "x-api-key": API_KEY, "x-visitor-id": visitorId },
        remoteAddress: nextClientAddress(),
      });
      expect(reported.statusCode).toBe(200);
    };

    describe.skipIf(skip)("", () => {
      it("a reported review waits in the inbox; taken off, restored and answered from its page", async () => {
        const { cookie } = await studio.signedInOperator("Wen", "wen@studio.example");
        const reviewId = await writeReview("client@example.com");
        await report(reviewId, "visitor-1");

        const queue = await studio.request("GET", "/api/studio/inbox?kind=review", { cookie });
        expect(queue.json().items.map((item: { id: number }) => item.id)).toEqual([reviewId]);

        const decide = (decision: string) =>
          studio.request("POST", `/api/studio/reviews/${reviewId}/decision`, {
            cookie,
            payload: { decision },
          });
        expect((await decide("remove")).statusCode).toBe(200);
        expect((await publicReviews()).reviews.map((review) => review._id)).not.toContain(
          String(reviewId),
        );
        expect((await decide("remove")).statusCode).toBe(409);
        expect((await decide("publish")).statusCode).toBe(200);

        const reply = await studio.request("PUT", `/api/studio/reviews/${reviewId}/reply`, {
          cookie,
          payload: { text: "  Sorry for the wait; we now answer within a day.  " },
        });
        expect(reply.statusCode).toBe(200);
        const shown = (await publicReviews()).reviews.find(
          (review) => review._id === String(reviewId),
        );
        expect(shown?.reply?.text).toBe("Sorry for the wait; we now answer within a day.");
        const empty = await studio.request("PUT", `/api/studio/reviews/${reviewId}/reply`, {
          cookie,
          payload: { text: "   " },
        });
        expect(empty.statusCode).toBe(400);

        const page = await studio.request("GET", `/api/studio/inbox/review/${reviewId}`, {
          cookie,
        });
        expect((page.json().history as { action: string }[]).map((entry) => entry.action)).toEqual([
          "replied to the review",
          "published the review",
          "took the review off the site",
        ]);
      });

      it("a decision or reply whose audit entry fails is undone with it", async () => {
        const reviewId = await writeReview("undone@example.com");
        await report(reviewId, "visitor-2");
        const { db, engine } = testApp.database;
        const deps = { db, engine, config: testApp.config };
        const review = () =>
          db
            .selectFrom("reviews")
            .select(["status", "report_count", "reply_text", "reply_at"])
            .where("id", "=", reviewId)
            .executeTakeFirstOrThrow();
        const before = await review();
        expect(before).toMatchObject({ status: "visible", report_count: 1, reply_text: null });

        // The log refuses an entry without an operator's name, after the change has been made.
        const unnamed = { operatorId: null, name: null, ip: "local" } as unknown as Actor;
        await expect(decideReview(deps, unnamed, reviewId, "remove")).rejects.toThrow();
        await expect(decideReview(deps, unnamed, reviewId, "publish")).rejects.toThrow();
        await expect(replyAsStudio(deps, unnamed, reviewId, "Thank you.")).rejects.toThrow();

        expect(await review()).toEqual(before);
        expect((await publicReviews()).reviews.map((shown) => shown._id)).toContain(
          String(reviewId),
        );
        const history = () =>
          readAuditLog(db, { item: { kind: "review", id: reviewId }, limit: 10 });
        expect(await history()).toEqual([]);

        // Refused for the entry alone: with a name, the same decision is made and noted.
        await decideReview(deps, { ...unnamed, name: "Wen" }, reviewId, "remove");
        expect((await review()).status).toBe("removed");
        expect((await history()).map((entry) => entry.operatorName)).toEqual(["Wen"]);
      });
    });
  },
);
