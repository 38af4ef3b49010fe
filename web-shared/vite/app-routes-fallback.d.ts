import type { Plugin } from 'vite';

export function appRoutesFallback(routePaths: readonly string[]): Plugin;
