import { Card } from '@ringbook/web-shared';
import { PageSection } from '../../../components/ui/page-section';
import { SectionHeading } from '../../../components/ui/section-heading';
import { testimonials } from '../data/testimonials';
import { RatingStars } from './rating-stars';

export function Testimonials() {
  return (
    <PageSection aria-labelledby="testimonials-title">
      <SectionHeading
        id="testimonials-title"
        eyebrow="Loved by 500+ salons"
        title="Owners who stopped chasing the phone"
        description="Rated 4.9/5 by salon, barbershop, spa and nail salon owners."
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <Card className="flex h-full flex-col gap-4 p-6">
              <div className="flex items-center justify-between gap-3">
                <RatingStars rating={testimonial.rating} />
                <span className="rounded-full bg-success/5 px-2.5 py-0.5 text-xs font-semibold text-success tabular-nums">
                  {testimonial.revenue}
                </span>
              </div>
              <blockquote className="flex-1 text-foreground">“{testimonial.content}”</blockquote>
              <figure className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                >
                  {testimonial.initials}
                </span>
                <figcaption className="text-sm">
                  <span className="block font-semibold text-foreground">{testimonial.name}</span>
                  <span className="block text-muted-foreground">
                    {testimonial.role} · {testimonial.location}
                  </span>
                </figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
