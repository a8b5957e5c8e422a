import { twMerge } from 'tailwind-merge';
import { setClassMerge } from './utils';

// Imported for its effect by app/full-app.tsx (before the router renders anything) and by the tests' setup: from
// then on `cn` resolves conflicting Tailwind classes with tailwind-merge (decision 236).
setClassMerge(twMerge);
