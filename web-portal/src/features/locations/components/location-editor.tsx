import { Button, Card } from '@ringbook/web-shared';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SalonLocation } from '../../../lib/api/locations';
import { LocationDetailsForm } from './location-details-form';
import { LocationHoursForm } from './location-hours-form';
import { LocationPricesForm } from './location-prices-form';
import { LocationReceptionist } from './location-receptionist';

/** One location's details, hours with closed days, and prices, each saved on its own. */
export function LocationEditor({ location, onBack }: { location: SalonLocation; onBack: () => void }) {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          All Locations
        </Button>
        <h2 className="mt-2 text-xl font-semibold text-foreground">{location.name}</h2>
      </div>
      <EditorCard title="Details">
        <LocationDetailsForm location={location} />
      </EditorCard>
      <EditorCard title="Hours and closed days">
        <LocationHoursForm location={location} />
      </EditorCard>
      <EditorCard title="Prices here">
        <LocationPricesForm location={location} />
      </EditorCard>
      {/* The first location's receptionist is the one the setup wizard launches. */}
      {location.position > 0 && (
        <EditorCard title="Its receptionist">
          <LocationReceptionist location={location} />
        </EditorCard>
      )}
    </div>
  );
}

function EditorCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <h3 className="text-lg font-semibold text-foreground">{title}</h3>
      {children}
    </Card>
  );
}
