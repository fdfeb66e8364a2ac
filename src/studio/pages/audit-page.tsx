import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import type { AuditEntry } from "#contract/studio";
import { INBOX_KIND_LABELS, INBOX_KINDS, type InboxKind } from "#contract/studio-rules";
import { studioApi } from "../api";
import { ErrorNote, formatTime, PageTitle } from "../ui";

function ItemLink({ entry }: { entry: AuditEntry }) {
  if (entry.itemKind === null || entry.itemId === null) return null;
  const kind = entry.itemKind as InboxKind;
  if (!(INBOX_KINDS as readonly string[]).includes(kind)) return null;
  return (
    <Link to={`/items/${kind}/${entry.itemId}`} className="text-accent underline">
      {INBOX_KIND_LABELS[kind]} #{entry.itemId}
    </Link>
  );
}

/** Every operator action, newest first: who, what, when and from which address. */
export function AuditPage() {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    studioApi
      .audit()
      .then((answer) => setEntries(answer.entries))
      .catch((failure: unknown) => setError((failure as Error).message));
  }, []);

  return (
    <div className="space-y-6">
      <PageTitle>Audit log</PageTitle>
      <ErrorNote message={error} />
      {entries ? (
        // Focusable, so the table scrolls by keyboard on a narrow screen.
        <div
          className="overflow-x-auto rounded-lg border border-border focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
          tabIndex={0}
          role="region"
          aria-label="Audit entries"
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-surface text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  When
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Who
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  What
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Item
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  From
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-border align-top">
                  <td className="whitespace-nowrap px-3 py-2">
                    <time dateTime={entry.createdAt}>{formatTime(entry.createdAt)}</time>
                  </td>
                  <td className="px-3 py-2">{entry.operatorName}</td>
                  <td className="px-3 py-2">
                    {entry.action}
                    {entry.detail ? (
                      <span className="text-muted-foreground"> · {entry.detail}</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">
                    <ItemLink entry={entry} />
                  </td>
                  <td className="px-3 py-2 font-mono text-xs">{entry.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
