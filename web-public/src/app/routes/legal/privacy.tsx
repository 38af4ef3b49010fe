import { LegalDocumentView } from '../../../features/legal/components/legal-document-view';
import { privacyPolicy } from '../../../features/legal/data/privacy-policy';

export function PrivacyRoute() {
  return <LegalDocumentView document={privacyPolicy} />;
}
