import { LegalDocumentView } from '../../../features/legal/components/legal-document-view';
import { termsOfService } from '../../../features/legal/data/terms-of-service';

export function TermsRoute() {
  return <LegalDocumentView document={termsOfService} />;
}
