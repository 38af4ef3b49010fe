import type { ComponentPropsWithRef } from 'react';
import { paths, type HomeSection } from '../../config/paths';
import { useSectionNavigation } from '../../hooks/use-section-navigation';

type SectionLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { section: HomeSection };

/** A link to a section of the home page (#pricing, #faq...) that works from every page. */
export function SectionLink({ section, onClick, ...props }: SectionLinkProps) {
  const goToSection = useSectionNavigation();
  return (
    <a
      href={paths.homeSection.getHref(section)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) goToSection(section, event);
      }}
      {...props}
    />
  );
}
