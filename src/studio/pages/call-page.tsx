import { useEffect, useState, type ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import type { CallDetail } from "#contract/studio-calls";
import { callsApi } from "../calls-api";
import { ErrorNote, formatTime, PageTitle } from "../ui";
import { channelLabel, formatDuration } from "./calls-page";

const sectionClass = "space-y-3 rounded-lg border border-border bg-surface p-5";
const headingClass = "font-display text-lg font-bold";

function Facts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="whitespace-pre-wrap break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const time = (iso: string | null) =>
  iso === null ? "—" : <time dateTime={iso}>{formatTime(iso)}</time>;
const ms = (value: number | null) => (value === null ? "—" : `${value} ms`);

function ConsentRecord({ consent }: { consent: CallDetail["consent"] }) {
  return (
    <section className={sectionClass} aria-labelledby="consent-heading">
      <h2 id="consent-heading" className={headingClass}>
        Consent record
      </h2>
      <Facts
        facts={[
          ["How", consent.how],
          [
            "Number verified",
            consent.verifiedAt === null
              ? "No consent is held for this number now."
              : time(consent.verifiedAt),
          ],
          ["Consent valid until", time(consent.verifiedUntil)],
          ["The AI said first", consent.disclosure || "—"],
        ]}
      />
    </section>
  );
}

function Transcript({ lines }: { lines: CallDetail["transcript"] }) {
  return (
    <section className={sectionClass} aria-labelledby="transcript-heading">
      <h2 id="transcript-heading" className={headingClass}>
        Transcript
      </h2>
      <ol className="space-y-3">
        {lines.map((line, index) => (
          <li key={index} className="grid gap-0.5">
            <span className="text-sm text-muted-foreground">
              <strong className="text-foreground">{line.speaker}</strong>
              {line.at ? <> · {time(line.at)}</> : null}
              {line.waitMs !== null ? ` · answered after ${line.waitMs} ms` : null}
            </span>
            <span className="whitespace-pre-wrap break-words">{line.message || "—"}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One call: how it went, what was said, how fast the AI answered, and the callee's consent. */
export function CallPage() {
  const id = Number(useParams().id);
  const [detail, setDetail] = useState<CallDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    callsApi
      .call(id)
      .then(setDetail)
      .catch((failure: unknown) => setError((failure as Error).message));
  }, [id]);

  const call = detail?.call;
  return (
    <article className="space-y-6">
      <Link
        to="/calls"
        className="inline-flex min-h-tap items-center text-sm text-accent underline"
      >
        Back to the calls
      </Link>
      <p className="text-label uppercase text-signal">{call ? channelLabel(call) : "Call"}</p>
      <PageTitle>{call ? `Call #${call.id}` : "Loading…"}</PageTitle>
      <ErrorNote message={error} />
      {detail && call ? (
        <>
          <section className={sectionClass} aria-label="The call">
            <Facts
              facts={[
                ["Status", call.status],
                ["Number", call.number ?? "None: a browser call"],
                ["Placed", time(call.createdAt)],
                ["Ended", time(call.endedAt)],
                ["Duration", formatDuration(call.durationSeconds)],
                ["Instruction", call.instruction],
                [
                  "Statuses",
                  detail.statuses.map((status) => (
                    <span key={status.at + status.status} className="block">
                      {status.status} · {time(status.at)}
                    </span>
                  )),
                ],
              ]}
            />
            <Link
              to={`/items/call/${call.id}`}
              className="inline-flex min-h-tap items-center text-sm text-accent underline"
            >
              Its inbox item: state and history
            </Link>
          </section>
          <section className={sectionClass} aria-labelledby="summary-heading">
            <h2 id="summary-heading" className={headingClass}>
              Summary
            </h2>
            <p className="whitespace-pre-wrap break-words">
              {detail.summary ?? "No summary yet: the call has not ended."}
            </p>
          </section>
          <section className={sectionClass} aria-labelledby="latency-heading">
            <h2 id="latency-heading" className={headingClass}>
              Latency
            </h2>
            <Facts
              facts={[
                ["Median wait", ms(detail.latency.medianMs)],
                ["90th percentile", ms(detail.latency.p90Ms)],
                ["AI lines measured", String(detail.latency.measuredLines)],
              ]}
            />
          </section>
          {detail.voicemail !== null ? (
            <section className={sectionClass} aria-labelledby="voicemail-heading">
              <h2 id="voicemail-heading" className={headingClass}>
                Voicemail left
              </h2>
              <p className="whitespace-pre-wrap break-words">{detail.voicemail}</p>
            </section>
          ) : null}
          <Transcript lines={detail.transcript} />
          <ConsentRecord consent={detail.consent} />
        </>
      ) : null}
    </article>
  );
}
