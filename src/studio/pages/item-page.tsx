import { useCallback, useEffect, useState } from "react";
import { Link, useParams } from "react-router-dom";
import type { ItemDetail } from "#contract/studio";
import {
  INBOX_KINDS,
  INBOX_KIND_LABELS,
  ITEM_STATES,
  ITEM_STATE_LABELS,
  type InboxKind,
  type ItemState,
} from "#contract/studio-rules";
import { studioApi } from "../api";
import { Button, ErrorNote, formatKilobytes, formatTime, PageTitle } from "../ui";
import { ReviewModeration } from "./review-moderation";

function isInboxKind(kind: string | undefined): kind is InboxKind {
  return (INBOX_KINDS as readonly string[]).includes(kind ?? "");
}

/** One item with everything stored, its state and its history. */
export function ItemPage() {
  const params = useParams();
  const kind = isInboxKind(params.kind) ? params.kind : "contact";
  const id = Number(params.id);
  const [detail, setDetail] = useState<ItemDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    () =>
      studioApi
        .item(kind, id)
        .then(setDetail)
        .catch((failure: unknown) => setError((failure as Error).message)),
    [kind, id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const move = async (state: ItemState) => {
    setBusy(true);
    setError(null);
    try {
      await studioApi.setState(kind, id, state);
      await load();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="space-y-6">
      <Link to="/" className="inline-flex min-h-tap items-center text-sm text-accent underline">
        Back to the inbox
      </Link>
      <p className="text-label uppercase text-signal">{INBOX_KIND_LABELS[kind]}</p>
      <PageTitle>{detail ? detail.item.title || "(no title)" : "Loading…"}</PageTitle>
      <ErrorNote message={error} />
      {detail ? (
        <>
          <section aria-label="State" className="flex flex-wrap items-center gap-3">
            <p role="status">
              State: <strong>{ITEM_STATE_LABELS[detail.item.state]}</strong>
              {detail.item.handledBy ? ` (by ${detail.item.handledBy})` : ""}
            </p>
            {ITEM_STATES.filter((state) => state !== detail.item.state).map((state) => (
              <Button
                key={state}
                variant={state === "done" ? "primary" : "quiet"}
                disabled={busy}
                onClick={() => void move(state)}
              >
                Mark {ITEM_STATE_LABELS[state].toLowerCase()}
              </Button>
            ))}
          </section>
          <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-border bg-surface p-5 sm:grid-cols-[10rem_1fr]">
            {detail.fields.map((field) => (
              <div key={field.label} className="contents">
                <dt className="text-sm text-muted-foreground first-letter:uppercase">
                  {field.label}
                </dt>
                <dd className="whitespace-pre-wrap break-words">{field.value || "—"}</dd>
              </div>
            ))}
          </dl>
          {kind === "review" ? <ReviewModeration detail={detail} onChanged={load} /> : null}
          {kind === "call" ? (
            <Link
              to={`/calls/${id}`}
              className="inline-flex min-h-tap items-center text-accent underline"
            >
              The call&apos;s page: transcript, latency and consent record
            </Link>
          ) : null}
          {detail.attachments.length > 0 ? (
            <section className="space-y-2">
              <h2 className="font-display text-lg font-bold">Attachments</h2>
              <ul className="space-y-1">
                {detail.attachments.map((file) => (
                  <li key={file.id}>
                    <a
                      href={studioApi.attachmentUrl(id, file.id)}
                      download={file.name}
                      className="inline-flex min-h-tap items-center text-accent underline"
                    >
                      Download {file.name} ({formatKilobytes(file.sizeBytes)})
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className="space-y-2">
            <h2 className="font-display text-lg font-bold">History</h2>
            {detail.history.length === 0 ? (
              <p className="text-muted-foreground">No one has acted on this item yet.</p>
            ) : (
              <ol className="space-y-1 text-sm">
                {detail.history.map((entry) => (
                  <li key={entry.id}>
                    <time dateTime={entry.createdAt}>{formatTime(entry.createdAt)}</time>:{" "}
                    {entry.operatorName} {entry.action}
                    {entry.detail ? ` (${entry.detail})` : ""}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      ) : null}
    </article>
  );
}
