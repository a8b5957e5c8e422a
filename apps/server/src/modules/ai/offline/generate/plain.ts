import type { AppSpec, GeneratedFile } from '@ov/shared';
import { appData, withAppData } from './app-data';
import { appSource, escapeHtml } from './project';
import type { ResolvedEntity } from './records';

/**
 * A records app in plain HTML, CSS and JavaScript (an explicit request for no framework): the page, the same
 * styles as the React apps, and app-src/plain/script.js with the request's data. The README comes from the caller.
 */
export function plainFiles(spec: AppSpec, resolved: ResolvedEntity[], readme: string): GeneratedFile[] {
  return [
    { path: 'index.html', content: plainPage(spec) },
    { path: 'style.css', content: appSource('styles.css') },
    { path: 'script.js', content: withAppData(appSource('plain/script.js'), appData(spec, resolved)) },
    { path: 'README.md', content: readme },
  ];
}

/** app-src/plain/index.html in the app's language, with its title. */
export function plainPage(spec: AppSpec): string {
  return appSource('plain/index.html')
    .replace(/<html lang="[a-z]+">/, `<html lang="${spec.lang}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(spec.title)}</title>`);
}
