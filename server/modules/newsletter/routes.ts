import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { newsletterSubscribeResponseSchema, newsletterSubscribeSchema } from "#contract/newsletter";
import { clientKey, networkKey } from "../../client-address";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { site } from "#content/site";
import { html, type SafeHtml } from "../../mail/escape";
import { page } from "./pages";
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  CONFIRM_PATH,
  checkUnsubscribeToken,
  confirm,
  subscribe,
  SUBSCRIBED_MESSAGE,
  UNSUBSCRIBE_PATH,
  unsubscribe,
  type ConfirmOutcome,
  type LinkResult,
  type NewsletterConfig,
} from "./service";

const SUBSCRIBE_RATE_LIMIT = { max: 5, timeWindow: "1 minute" };
const LINK_RATE_LIMIT = { max: 30, timeWindow: "1 minute" };

function tokenOf(request: FastifyRequest): string {
  const { token } = (request.query ?? {}) as Record<string, unknown>;
  return typeof token === "string" ? token : "";
}

function sendPage(reply: FastifyReply, status: number, markup: string) {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .type("text/html; charset=utf-8")
    .send(markup);
}

/** The text for a link whose token does not check out. */
function invalidLink(action: string): SafeHtml {
  return html`<p>
    This ${action} link is not valid. Please use the link from the latest e-mail, or sign up again
    on the website.
  </p>`;
}

/** The page of an unsubscribe link that is not valid: expired ones say how to unsubscribe anyway. */
function unsubscribeRefusedPage(reason: "invalid" | "expired", siteUrl: string): string {
  if (reason === "invalid") return page("Link not valid", invalidLink("unsubscribe"), siteUrl);
  const body = html`<p>
      This unsubscribe link has expired. Every newsletter we send carries a current link: please use
      the one in the latest e-mail.
    </p>
    <p>
      Or write to <a href="mailto:${site.email}">${site.email}</a> from the subscribed address, and
      we will unsubscribe you.
    </p>`;
  return page("Link expired", body, siteUrl);
}

/** The status, title and text of the page a confirmation link opens. */
function confirmationPage(
  result: LinkResult<ConfirmOutcome>,
): [status: number, title: string, body: SafeHtml] {
  if (!result.ok) {
    const body =
      result.reason === "expired"
        ? html`<p>
            This confirmation link has expired. Please sign up again on the website and we will send
            a new one.
          </p>`
        : invalidLink("confirmation");
    return [400, "Link not valid", body];
  }
  switch (result.outcome) {
    case "confirmed":
    case "already-confirmed":
      return [
        200,
        "Subscription confirmed",
        html`<p>
          Thank you! You are subscribed to our newsletter. Every mail we send has a link to
          unsubscribe.
        </p>`,
      ];
    case "unsubscribed":
      return [
        409,
        "You have unsubscribed",
        html`<p>
          This address was unsubscribed after the link was sent. To receive the newsletter again,
          sign up on the website.
        </p>`,
      ];
    case "unknown":
      return [404, "Link not valid", invalidLink("confirmation")];
  }
}

/** RFC 8058 one-click: the token is in the URL, so the body ("List-Unsubscribe=One-Click") is not needed. */
function acceptOneClickBodies(app: FastifyInstance): void {
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
    if (!app.hasContentTypeParser(type)) {
      app.addContentTypeParser(
        type,
        { parseAs: "string", bodyLimit: 4096 },
        (_request, body, done) => done(null, body),
      );
    }
  }
}

/** Sign-up behind the API key, and the confirm and unsubscribe pages that mail links open. */
export const newsletterRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  config: NewsletterConfig & Pick<Config, "NODE_ENV" | "RATE_LIMIT_ALLOW_LIST">;
}> = async (app, { db, config }) => {
  if (config.NODE_ENV === "production" && !config.PUBLIC_SITE_URL.startsWith("https://")) {
    // RFC 8058: mail clients offer one-click unsubscribe only for https links.
    app.log.warn({ PUBLIC_SITE_URL: config.PUBLIC_SITE_URL }, "PUBLIC_SITE_URL should use https");
  }

  app.post(
    "/api/newsletter/subscribe",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Subscribe an address (double opt-in: a confirmation mail is sent)",
        body: newsletterSubscribeSchema,
        response: {
          200: newsletterSubscribeResponseSchema,
          201: newsletterSubscribeResponseSchema,
        },
      },
      config: { rateLimit: SUBSCRIBE_RATE_LIMIT },
      // Each sign-up may mail an address someone typed: bots must not send them in bulk.
      preHandler: app.requireBotChallenge,
    },
    async (request, reply) => {
      const client = clientKey(request);
      // Addresses exempt from the rate limits are exempt from the network's quota too.
      const network = config.RATE_LIMIT_ALLOW_LIST.includes(client) ? null : networkKey(client);
      const outcome = await subscribe(db, config, request.body.email, network);
      if (outcome === "already-subscribed") return { message: ALREADY_SUBSCRIBED_MESSAGE };
      return reply.code(outcome === "created" ? 201 : 200).send({ message: SUBSCRIBED_MESSAGE });
    },
  );

  app.get(
    CONFIRM_PATH,
    { schema: { hide: true }, config: { rateLimit: LINK_RATE_LIMIT } },
    async (request, reply) => {
      const result = await confirm(db, config, tokenOf(request), clientKey(request));
      const [status, title, body] = confirmationPage(result);
      return sendPage(reply, status, page(title, body, config.PUBLIC_SITE_URL));
    },
  );

  // Shown when a person opens the link; a mail client's one-click button POSTs instead.
  app.get(
    UNSUBSCRIBE_PATH,
    { schema: { hide: true }, config: { rateLimit: LINK_RATE_LIMIT } },
    async (request, reply) => {
      const siteUrl = config.PUBLIC_SITE_URL;
      const check = checkUnsubscribeToken(config, tokenOf(request));
      if (!check.ok) return sendPage(reply, 400, unsubscribeRefusedPage(check.reason, siteUrl));
      // No action attribute: the form posts back to this URL, token included.
      const body = html`<p>Do you want to stop receiving our newsletter?</p>
        <form method="post"><button type="submit">Unsubscribe</button></form>`;
      return sendPage(reply, 200, page("Unsubscribe", body, siteUrl));
    },
  );

  acceptOneClickBodies(app);

  app.post(
    UNSUBSCRIBE_PATH,
    { schema: { hide: true }, config: { rateLimit: LINK_RATE_LIMIT } },
    async (request, reply) => {
      const siteUrl = config.PUBLIC_SITE_URL;
      const result = await unsubscribe(db, config, tokenOf(request));
      if (!result.ok) return sendPage(reply, 400, unsubscribeRefusedPage(result.reason, siteUrl));
      return sendPage(
        reply,
        200,
        page(
          "You are unsubscribed",
          html`<p>
            You will not receive our newsletter any more. Changed your mind? Sign up again on the
            website.
          </p>`,
          siteUrl,
        ),
      );
    },
  );
};
