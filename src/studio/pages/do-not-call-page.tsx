import { useState, type FormEvent } from "react";
import type { DoNotCallEntry } from "#contract/studio-calls";
import { shortNumberKey } from "#contract/studio-calls-rules";
import { callsApi } from "../calls-api";
import { ListBody, usePagedList } from "../paged-list";
import { Button, ErrorNote, fieldClass, formatTime, PageTitle } from "../ui";

function AddForm({ onAdded }: { onAdded: () => void }) {
  const [number, setNumber] = useState("");
  const [reason, setReason] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const { entry, masked } = await callsApi.addToDoNotCall({ number, reason });
      setDone(
        `${masked} is on the list (${shortNumberKey(entry.key)}, since ${formatTime(entry.listedAt)}): the dialer refuses it.`,
      );
      setNumber("");
      setReason("");
      onAdded();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="space-y-3 rounded-lg border border-border bg-surface p-5">
      <h2 className="font-display text-lg font-bold">Add a number</h2>
      <p className="text-sm text-muted-foreground">
        Only the number&apos;s hash is kept, so the list cannot be read back as numbers.
      </p>
      <form
        onSubmit={(event) => void submit(event)}
        className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
      >
        <label className="grid gap-1 text-sm">
          Phone number, with its country code
          <input
            className={fieldClass}
            type="tel"
            autoComplete="off"
            required
            placeholder="+91 98765 43210"
            value={number}
            onChange={(e) => setNumber(e.target.value)}
          />
        </label>
        <label className="grid gap-1 text-sm">
          Reason
          <input
            className={fieldClass}
            required
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <Button type="submit" disabled={busy}>
          Add to the list
        </Button>
      </form>
      <ErrorNote message={error} />
      <p role="status" className="text-sm empty:hidden">
        {done}
      </p>
    </section>
  );
}

const listedNumbers = () => callsApi.doNotCall().then((answer) => ({ items: answer.entries }));

/** The numbers the dialer refuses: who listed each (an operator or the agent), when and why. */
export function DoNotCallPage() {
  const entries = usePagedList(listedNumbers);
  const [error, setError] = useState<string | null>(null);

  const remove = async (entry: DoNotCallEntry) => {
    const key = shortNumberKey(entry.key);
    if (!window.confirm(`Take ${key} off the list? The dialer may then call it again.`)) return;
    setError(null);
    try {
      await callsApi.removeFromDoNotCall(entry.key);
      entries.refresh();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <div className="space-y-6">
      <PageTitle>Do-not-call list</PageTitle>
      <AddForm onAdded={entries.refresh} />
      <ErrorNote message={error ?? entries.error} />
      <ListBody list={entries} empty="No number is on the list.">
        {(items) => (
          <ul className="space-y-2" aria-label="Listed numbers">
            {items.map((entry) => (
              <li
                key={entry.key}
                className="flex flex-col items-start gap-2 rounded border border-border bg-surface px-4 py-3 sm:flex-row sm:items-center sm:gap-4"
              >
                <span className="min-w-0 break-words sm:flex-1">
                  <span className="font-mono text-sm">{shortNumberKey(entry.key)}</span>{" "}
                  {entry.reason}
                </span>
                <span className="text-sm text-muted-foreground">
                  by {entry.listedBy} ·{" "}
                  <time dateTime={entry.listedAt}>{formatTime(entry.listedAt)}</time>
                </span>
                <Button variant="danger" onClick={() => void remove(entry)}>
                  Remove {shortNumberKey(entry.key)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </div>
  );
}
