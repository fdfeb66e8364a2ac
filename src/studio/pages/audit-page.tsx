import { Link } from "react-router-dom";
import type { AuditEntry } from "#contract/studio";
import { INBOX_KIND_LABELS, INBOX_KINDS, type InboxKind } from "#contract/studio-rules";
import { studioApi } from "../api";
import { Cell, DataTable, Row } from "../data-table";
import { useDownload } from "../download";
import { ListBody, usePagedList } from "../paged-list";
import { Button, ErrorNote, formatTime, PageTitle } from "../ui";

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

const latestEntries = () => studioApi.audit().then((answer) => ({ items: answer.entries }));

/** Every operator action, newest first: who, what, when and from which address. */
export function AuditPage() {
  const entries = usePagedList(latestEntries);
  // The export is itself an entry: shown once the file is on its way.
  const exporting = useDownload(() => studioApi.exportAudit().then(entries.refresh));

  return (
    <div className="space-y-6">
      <PageTitle>Audit log</PageTitle>
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex-1 text-muted-foreground">
          The latest entries are shown here; the export holds the whole log, oldest first, and is
          itself recorded in it.
        </p>
        <Button disabled={exporting.busy} onClick={exporting.start}>
          Export CSV
        </Button>
      </div>
      <ErrorNote message={exporting.error ?? entries.error} />
      <ListBody list={entries} empty="Nothing recorded yet.">
        {(items) => (
          <DataTable label="Audit entries" columns={["When", "Who", "What", "Item", "From"]}>
            {items.map((entry) => (
              <Row key={entry.id}>
                <Cell className="whitespace-nowrap">
                  <time dateTime={entry.createdAt}>{formatTime(entry.createdAt)}</time>
                </Cell>
                <Cell>{entry.operatorName}</Cell>
                <Cell>
                  {entry.action}
                  {entry.detail ? (
                    <span className="text-muted-foreground"> · {entry.detail}</span>
                  ) : null}
                </Cell>
                <Cell>
                  <ItemLink entry={entry} />
                </Cell>
                <Cell className="font-mono text-xs">{entry.ip}</Cell>
              </Row>
            ))}
          </DataTable>
        )}
      </ListBody>
    </div>
  );
}
