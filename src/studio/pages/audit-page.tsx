import { Link } from "react-router-dom";
import type { AuditEntry } from "#contract/studio";
import { INBOX_KIND_LABELS, INBOX_KINDS, type InboxKind } from "#contract/studio-rules";
import { studioApi } from "../api";
import { Cell, DataTable, Row } from "../data-table";
import { ListBody, usePagedList } from "../paged-list";
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

const latestEntries = () => studioApi.audit().then((answer) => ({ items: answer.entries }));

/** Every operator action, newest first: who, what, when and from which address. */
export function AuditPage() {
  const entries = usePagedList(latestEntries);

  return (
    <div className="space-y-6">
      <PageTitle>Audit log</PageTitle>
      <ErrorNote message={entries.error} />
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
