import { PageTitle } from '@ringbook/web-shared';
import type { LegalDocument } from '../data/types';

export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle title={document.title} />
      <header className="border-b border-border pb-8">
        <h1 className="text-4xl font-bold tracking-tight text-foreground">{document.title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">Last updated: {document.lastUpdated}</p>
        <p className="mt-6 text-lg text-muted-foreground">{document.intro}</p>
      </header>
      {document.sections.map((section) => (
        <section key={section.title} className="mt-10">
          <h2 className="text-2xl font-semibold text-foreground">{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-foreground">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-foreground marker:text-primary">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
