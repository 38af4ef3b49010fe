import { PageSection } from '../../../components/ui/page-section';
import { SectionHeading } from '../../../components/ui/section-heading';
import { demoCalls } from '../data/demos';
import { DemoPlayer } from './demo-player';

export function AudioDemo() {
  return (
    <PageSection id="demo" aria-labelledby="demo-title">
      <SectionHeading
        id="demo-title"
        eyebrow="Hear it for yourself"
        title="Listen to Brian book an appointment"
        description="A sample call, from the first ring to the confirmation text."
      />
      <ul className="mx-auto mt-12 grid max-w-2xl gap-6">
        {demoCalls.map((demo) => (
          <li key={demo.id}>
            <DemoPlayer demo={demo} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
