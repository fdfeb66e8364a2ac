import type { Subscriber } from "#contract/studio-mail";
import { studioApi } from "../api";
import { Cell, DataTable, Row } from "../data-table";
import { useDownload } from "../download";
import { ListBody, usePagedList } from "../paged-list";
import { Button, ErrorNote, formatTime, PageTitle } from "../ui";

const STATUS_LABELS: Record<Subscriber["status"], string> = {
  pending: "Waiting for confirmation",
  subscribed: "Subscribed",
  unsubscribed: "Unsubscribed",
};

function TimeOrDash({ iso }: { iso: string | null }) {
  return iso ? <time dateTime={iso}>{formatTime(iso)}</time> : <>—</>;
}

const allSubscribers = () =>
  studioApi.subscribers().then((answer) => ({ items: answer.subscribers }));

/** The newsletter's subscribers with the proof of their opt-in, and their export. */
export function SubscribersPage() {
  const subscribers = usePagedList(allSubscribers);
  const exporting = useDownload(studioApi.exportSubscribers);

  return (
    <div className="space-y-6">
      <PageTitle>Subscribers</PageTitle>
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex-1 text-muted-foreground">
          Each subscription is confirmed from the link mailed to its address: the time and the
          address key of that confirmation are its proof.
        </p>
        <Button disabled={exporting.busy} onClick={exporting.start}>
          Download CSV
        </Button>
      </div>
      <ErrorNote message={exporting.error ?? subscribers.error} />
      <ListBody list={subscribers} empty="No subscribers yet.">
        {(items) => (
          <DataTable
            label="Subscribers"
            columns={["Address", "Status", "Signed up", "Confirmed", "Confirmed from"]}
          >
            {items.map((subscriber) => (
              <Row key={subscriber.id}>
                <Cell className="min-w-48 break-all">{subscriber.email}</Cell>
                <Cell>
                  {STATUS_LABELS[subscriber.status]}
                  {subscriber.unsubscribedAt ? (
                    <span className="text-muted-foreground">
                      {" "}
                      · <TimeOrDash iso={subscriber.unsubscribedAt} />
                    </span>
                  ) : null}
                </Cell>
                <Cell className="whitespace-nowrap">
                  <TimeOrDash iso={subscriber.signedUpAt} />
                </Cell>
                <Cell className="whitespace-nowrap">
                  <TimeOrDash iso={subscriber.confirmedAt} />
                </Cell>
                <Cell className="font-mono text-xs">{subscriber.confirmedFrom ?? "—"}</Cell>
              </Row>
            ))}
          </DataTable>
        )}
      </ListBody>
    </div>
  );
}
