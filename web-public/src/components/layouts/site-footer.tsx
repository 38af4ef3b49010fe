import { RingbookLogo } from '@ringbook/web-shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { contactDetails } from '../../config/contact';
import { paths, type HomeSection } from '../../config/paths';
import { SectionLink } from '../ui/section-link';

const linkClasses =
  'text-sm text-muted-foreground transition-colors duration-150 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring rounded-sm';

const productLinks: { section: HomeSection; label: string }[] = [
  { section: 'features', label: 'Features' },
  { section: 'roi-calculator', label: 'ROI Calculator' },
  { section: 'pricing', label: 'Pricing' },
  { section: 'demo', label: 'Demo' },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-muted">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="flex flex-col items-start gap-4">
          <RingbookLogo className="h-7" />
          <p className="max-w-xs text-sm text-muted-foreground">
            The AI phone receptionist for salons, barbershops, day spas and nail salons. Every call
            answered, every booking in your calendar.
          </p>
          <a href={`mailto:${contactDetails.helloEmail}`} className={linkClasses}>
            {contactDetails.helloEmail}
          </a>
        </div>
        <FooterColumn title="Product">
          {productLinks.map((link) => (
            <li key={link.section}>
              <SectionLink section={link.section} className={linkClasses}>
                {link.label}
              </SectionLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Support">
          <li>
            <SectionLink section="faq" className={linkClasses}>
              FAQ
            </SectionLink>
          </li>
          <li>
            <Link to={paths.contact.getHref()} className={linkClasses}>
              Contact Us
            </Link>
          </li>
          <li>
            <Link to={paths.privacy.getHref()} className={linkClasses}>
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link to={paths.terms.getHref()} className={linkClasses}>
              Terms of Service
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title="Company">
          <li>
            <Link to={paths.businesses.getHref()} className={linkClasses}>
              Businesses
            </Link>
          </li>
          <li>
            <Link to={paths.blog.getHref()} className={linkClasses}>
              Blog
            </Link>
          </li>
          <li>
            <Link to={paths.pricing.getHref()} className={linkClasses}>
              Plans
            </Link>
          </li>
          <li>
            <Link to={paths.auth.login.getHref()} className={linkClasses}>
              Sign in
            </Link>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-border">
        <p
          suppressHydrationWarning
          className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6"
        >
          © {new Date().getFullYear()} Ringbook. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold text-foreground">{title}</h2>
      <ul className="flex flex-col gap-2">{children}</ul>
    </div>
  );
}
