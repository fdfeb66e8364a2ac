import { site } from "#content/site";
import { html, type SafeHtml } from "../../mail/escape";

/** A small standalone page for links opened from mail; styles inline, no script (strict CSP). */
export function page(title: string, body: SafeHtml, siteUrl: string): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · ${site.name}</title>
        <style>
          body {
            margin: 0;
            min-height: 100vh;
            display: grid;
            place-items: center;
            background: #0b0f19;
            color: #e8ebf2;
            font:
              16px/1.6 system-ui,
              sans-serif;
          }
          main {
            max-width: 32rem;
            margin: 1.5rem;
            padding: 2rem;
            border: 1px solid #263047;
            border-radius: 0.75rem;
            background: #121829;
          }
          h1 {
            margin-top: 0;
            font-size: 1.5rem;
          }
          a {
            color: #7cb4ff;
          }
          button {
            font: inherit;
            padding: 0.6rem 1.2rem;
            border: 0;
            border-radius: 0.5rem;
            background: #3b82f6;
            color: #fff;
            cursor: pointer;
          }
          button:focus-visible,
          a:focus-visible {
            outline: 3px solid #7cb4ff;
            outline-offset: 2px;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${body}
          <p><a href="${siteUrl}/">Back to ${site.name}</a></p>
        </main>
      </body>
    </html> `.value;
}
