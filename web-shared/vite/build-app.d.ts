/** A page of the app with an HTML file of its own (served by the gateway for exactly that path). */
export type ShellPage = {
  path: string;
  /** Source modules (as the build's manifest names them, e.g. 'src/app/routes/app/overview.tsx') to preload. */
  modules?: readonly string[];
  /** GET requests the page makes first, preloaded; the app's fetch of the same URL uses the answer. */
  requests?: readonly string[];
};

/** The module an app names as `shellEntry`. */
export type ShellModule = {
  pages: readonly ShellPage[];
  /** The frame pre-rendered into a page's HTML. */
  renderShell(path: string): string;
  /** GET requests every page of the app makes first (preloaded in index.html too). */
  sharedRequests?: readonly string[];
  /** JavaScript run in <head> before the first paint (e.g. to hide a pre-rendered card); keep it tiny. */
  headScript?: string;
};

export function buildApp(options: { root: string; shellEntry: string; logLevel?: string }): Promise<void>;
