import type { ProjectFile } from '@ov/shared';
import { htmlPage } from '@ov/shared';

/** The fallback new project of the component variant (spec §2): a 'Hello' page. */
export const HELLO_PROJECT: ProjectFile[] = [{ path: 'index.html', content: htmlPage({ title: 'Hello', body: '<h1>Hello</h1>' }) }];
