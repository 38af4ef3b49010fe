import { PageTitle } from '@ringbook/web-shared';
import { InboxView } from '../../../features/inbox/components/inbox-view';

export function InboxRoute() {
  return (
    <>
      <PageTitle title="Inbox" />
      <InboxView />
    </>
  );
}
