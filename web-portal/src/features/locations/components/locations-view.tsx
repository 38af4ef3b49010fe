import { useState } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useLocationList } from '../../../lib/api/locations';
import { AddLocationFlow } from './add-location-flow';
import { LocationEditor } from './location-editor';
import { LocationList } from './location-list';

type Showing = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; id: string };

/** The Locations page: the list, adding one, or one being edited. */
export function LocationsView() {
  const locations = useLocationList();
  const [showing, setShowing] = useState<Showing>({ kind: 'list' });
  useFailureToast(locations.isError, 'Failed to fetch locations');
  const backToList = () => setShowing({ kind: 'list' });

  if (locations.isPending) return <Loading>Loading your locations...</Loading>;
  if (locations.isError) return <LoadFailed what="your locations" />;

  const list = locations.data;
  if (showing.kind === 'add') return <AddLocationFlow first={list.locations[0]} onClose={backToList} />;
  const editing = showing.kind === 'edit' && list.locations.find((location) => location.id === showing.id);
  if (editing) return <LocationEditor key={editing.id} location={editing} onBack={backToList} />;
  return (
    <LocationList
      list={list}
      onAdd={() => setShowing({ kind: 'add' })}
      onEdit={(location) => setShowing({ kind: 'edit', id: location.id })}
    />
  );
}
