export const ONBOARDING_COMPLETE_KEY = 'onboardingComplete';

export function markOnboardingComplete(): void {
  try {
    window.localStorage.setItem(ONBOARDING_COMPLETE_KEY, 'true');
  } catch {
    // Storage can be off (private mode, quota); the server's flag is the one the portal relies on.
  }
}

