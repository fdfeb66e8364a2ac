import { useState } from "react";
import type { FailedMail } from "#contract/studio-mail";
import { studioApi } from "../api";
import { Cell, DataTable, Row } from "../data-table";
import { ListBody, usePagedList } from "../paged-list";
import { Button, ErrorNote, formatTime, PageTitle } from "../ui";

const failedMails = () => studioApi.failedMails().then((answer) => ({ items: answer.mails }));

/** Mails the outbox gave up on, with what went wrong in a few words and a retry. */
export function OutboxPage() {
  const mails = usePagedList(failedMails);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const retry = async (mail: FailedMail) => {
    setError(null);
    setDone(null);
    try {
      await studioApi.retryMail(mail.id);
      setDone(`The mail to ${mail.to} is queued again; the outbox sends it at its next round.`);
      mails.refresh();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <div className="space-y-6">
      <PageTitle>Failed mails</PageTitle>
      <p className="text-muted-foreground">
        Mails the outbox stopped trying to send. A retry queues one again with a fresh set of
        attempts.
      </p>
      <ErrorNote message={error ?? mails.error} />
      <p role="status" className="empty:hidden">
        {done}
      </p>
      <ListBody list={mails} empty="No failed mails.">
        {(items) => (
          <DataTable
            label="Failed mails"
            columns={["To", "Subject", "Attempts", "What went wrong", "Queued", "Action"]}
          >
            {items.map((mail) => (
              <Row key={mail.id}>
                <Cell className="min-w-48 break-all">{mail.to}</Cell>
                <Cell className="min-w-48">{mail.subject}</Cell>
                <Cell>{mail.attempts}</Cell>
                <Cell>{mail.failure ?? "—"}</Cell>
                <Cell className="whitespace-nowrap">
                  <time dateTime={mail.queuedAt}>{formatTime(mail.queuedAt)}</time>
                </Cell>
                <Cell>
                  <Button
                    variant="quiet"
                    aria-label={`Retry the mail to ${mail.to}`}
                    onClick={() => void retry(mail)}
                  >
                    Retry
                  </Button>
                </Cell>
              </Row>
            ))}
          </DataTable>
        )}
      </ListBody>
    </div>
  );
}
