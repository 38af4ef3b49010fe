import type { CustomPlanAccepted, CustomPlanInput } from '../api/submit-custom-plan';

/** The local-storage entry /thank-you reads (public-site.md §3). */
export const SUBMISSION_STORAGE_KEY = 'customPlanSubmission';

export type StoredSubmission = CustomPlanInput & Pick<CustomPlanAccepted, 'pricing' | 'roi'> & { id: string };

export function saveSubmission(input: CustomPlanInput, answer: CustomPlanAccepted): void {
  const stored: StoredSubmission = { ...input, id: answer.id, pricing: answer.pricing, roi: answer.roi };
  try {
    window.localStorage.setItem(SUBMISSION_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage disabled: /thank-you will say it has nothing to show, the order itself went through.
  }
}

export function loadSubmission(): StoredSubmission | null {
  try {
    const raw = window.localStorage.getItem(SUBMISSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredSubmission>;
    if (
      typeof parsed.businessName !== 'string' ||
      typeof parsed.email !== 'string' ||
      typeof parsed.pricing?.clientPrice !== 'number' ||
      typeof parsed.roi?.netProfit !== 'number'
    ) {
      return null;
    }
    return parsed as StoredSubmission;
  } catch {
    return null;
  }
}
