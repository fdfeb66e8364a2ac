import { useState, type FormEvent } from "react";
import type { ItemDetail } from "#contract/studio";
import { studioApi } from "../api";
import { Button, ErrorNote, fieldClass } from "../ui";

function fieldValue(detail: ItemDetail, label: string): string {
  return detail.fields.find((field) => field.label === label)?.value ?? "";
}

/** A review's decisions and the studio's public reply, on the review's page. */
export function ReviewModeration({
  detail,
  onChanged,
}: {
  detail: ItemDetail;
  onChanged: () => Promise<unknown>;
}) {
  const id = detail.item.id;
  const status = fieldValue(detail, "status");
  const [reply, setReply] = useState(fieldValue(detail, "reply"));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await onChanged();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const submitReply = (event: FormEvent) => {
    event.preventDefault();
    void act(() => studioApi.replyToReview(id, reply));
  };

  return (
    <section className="space-y-3 rounded-lg border border-border bg-surface p-5">
      <h2 className="font-display text-lg font-bold">Moderation</h2>
      <p>
        On the site: <strong>{status === "visible" ? "shown" : `not shown (${status})`}</strong>
      </p>
      <div className="flex flex-wrap gap-2">
        {status !== "visible" ? (
          <Button
            disabled={busy}
            onClick={() => void act(() => studioApi.decideReview(id, "publish"))}
          >
            Publish review
          </Button>
        ) : null}
        {status !== "removed" ? (
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => void act(() => studioApi.decideReview(id, "remove"))}
          >
            Take off the site
          </Button>
        ) : null}
      </div>
      <form onSubmit={submitReply} className="grid gap-2">
        <label className="grid gap-1 text-sm">
          Public reply from the studio
          <textarea
            className={`${fieldClass} min-h-24 py-2`}
            value={reply}
            maxLength={2000}
            onChange={(event) => setReply(event.target.value)}
          />
        </label>
        <Button type="submit" variant="quiet" disabled={busy} className="justify-self-start">
          Save reply
        </Button>
      </form>
      <ErrorNote message={error} />
    </section>
  );
}
