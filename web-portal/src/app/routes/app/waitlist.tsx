import { PageTitle } from '@ringbook/web-shared';
import { WaitlistView } from '../../../features/waitlist/components/waitlist-view';

export function WaitlistRoute() {
  return (
    <>
      <PageTitle title="Waitlist" />
      <WaitlistView />
    </>
  );
}
