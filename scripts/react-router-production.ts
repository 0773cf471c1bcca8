import fs from 'node:fs';
import type { Plugin } from 'vite';

/** The imports React Router's files are reached by: react-router-dom re-exports both. */
const entries = new Set(['react-router', 'react-router/dom']);
const development = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;

/**
 * React Router 7 ships two identical builds but for one flag, and its package exports only the development one, which
 * keeps its warnings for developers (descendant routes, both `Component` and `element` on a route, the default error
 * element's 'Hey developer' and console.error). The build takes the production build beside it instead: about 580 B
 * gzip less of the first view, and the same router (docs/decisions/211). Only in the build: tests keep the warnings.
 * The build fails if the production file is missing or has the flag on, so an upgrade that changes them is seen.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'qmt:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!entries.has(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !development.test(resolved.id)) throw new Error(`react-router-production: ${source} resolved to ${resolved?.id}`);
      const id = resolved.id.replace(development, '$1production$2');
      if (!fs.existsSync(id)) throw new Error(`react-router-production: no production build at ${id}`);
      return id;
    },
    load(id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/.test(id)) return null;
      const code = fs.readFileSync(id, 'utf8');
      if (/\bENABLE_DEV_WARNINGS = true\b/.test(code)) throw new Error(`react-router-production: ${id} has its warnings on`);
      return code;
    },
  };
}
