import { useEffect, useRef, useState, type FormEvent } from "react";
import { PERSONAL_DATA_LABELS, type PersonalDataKind } from "#contract/studio-mail";
import { studioApi } from "../api";
import { Button, ErrorNote, fieldClass, PageTitle } from "../ui";

type Counts = Record<PersonalDataKind, number>;

const KINDS = Object.keys(PERSONAL_DATA_LABELS) as PersonalDataKind[];
const total = (counts: Counts) => KINDS.reduce((sum, kind) => sum + counts[kind], 0);

function CountList({ counts, label }: { counts: Counts; label: string }) {
  return (
    <dl
      aria-label={label}
      className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 sm:grid-cols-[16rem_auto]"
    >
      {KINDS.map((kind) => (
        <div key={kind} className="contents">
          <dt className="text-muted-foreground">{PERSONAL_DATA_LABELS[kind]}</dt>
          <dd>{counts[kind]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The confirmation erasure needs: what goes, that it cannot be undone, and a way back. */
function EraseConfirmation({
  subject,
  onErase,
  onCancel,
  busy,
}: {
  subject: string;
  onErase: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), []);
  return (
    <section
      aria-label="Confirm the erasure"
      className="space-y-3 rounded-lg border border-danger/60 bg-surface p-5"
    >
      <p ref={question} tabIndex={-1} className="font-semibold outline-none">
        Erase everything held about <span className="break-all">{subject}</span>, attached files
        included? This cannot be undone.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" disabled={busy} onClick={onErase}>
          Yes, erase everything
        </Button>
        <Button variant="quiet" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}

/** A person's request to see or erase their data, found by their e-mail address or number. */
export function DataRequestsPage() {
  const [typed, setTyped] = useState("");
  const [found, setFound] = useState<{ subject: string; counts: Counts } | null>(null);
  const [erased, setErased] = useState<{ subject: string; counts: Counts } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const find = (event: FormEvent) => {
    event.preventDefault();
    const subject = typed.trim();
    void act(async () => {
      setConfirming(false);
      setErased(null);
      setFound(null);
      setFound({ subject, counts: (await studioApi.findData(subject)).counts });
    });
  };

  const erase = (subject: string) =>
    void act(async () => {
      const { counts } = await studioApi.eraseData(subject);
      setConfirming(false);
      setFound(null);
      setErased({ subject, counts });
    });

  return (
    <div className="space-y-6">
      <PageTitle>Data requests</PageTitle>
      <p className="text-muted-foreground">
        When someone asks what the studio holds about them, or asks for it to be erased (India’s
        DPDP Act 2023 and the GDPR give them both rights), find it here by their e-mail address or
        phone number. Each step goes into the audit log, without the address or number.
      </p>
      <form
        onSubmit={find}
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        aria-label="Find a person's data"
      >
        <label className="grid gap-1 text-sm">
          E-mail address or phone number (with its country code)
          <input
            className={fieldClass}
            required
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <Button type="submit" disabled={busy}>
          Find
        </Button>
      </form>
      <ErrorNote message={error} />
      {found ? (
        <section className="space-y-4 rounded-lg border border-border bg-surface p-5">
          <h2 className="font-display text-lg font-bold">
            Held about <span className="break-all">{found.subject}</span>
          </h2>
          <p role="status">
            {total(found.counts) === 0
              ? "Nothing is held about them."
              : `${total(found.counts)} records found.`}
          </p>
          <CountList counts={found.counts} label="What is held, by kind" />
          {total(found.counts) > 0 ? (
            <div className="flex flex-wrap gap-3">
              <Button
                variant="quiet"
                disabled={busy}
                onClick={() => void act(() => studioApi.exportData(found.subject))}
              >
                Download everything (JSON)
              </Button>
              <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
                Erase everything…
              </Button>
            </div>
          ) : null}
          {confirming ? (
            <EraseConfirmation
              subject={found.subject}
              busy={busy}
              onErase={() => erase(found.subject)}
              onCancel={() => setConfirming(false)}
            />
          ) : null}
        </section>
      ) : null}
      {erased ? (
        <section className="space-y-4 rounded-lg border border-border bg-surface p-5">
          <h2 className="font-display text-lg font-bold">Erased</h2>
          <p role="status">
            Everything held about <span className="break-all">{erased.subject}</span> is erased:{" "}
            {total(erased.counts)} records, files included.
          </p>
          <CountList counts={erased.counts} label="What was erased, by kind" />
        </section>
      ) : null}
    </div>
  );
}
