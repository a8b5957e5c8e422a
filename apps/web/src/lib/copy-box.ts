/**
 * The prerendered landing's prompt box (decision 298). The copy is not inert, so a visitor can type in it before the
 * app takes over: main.tsx hands the box over here and the hero's prompt carries its text, focus and caret on (the
 * same element when the app hydrates the copy, a new one when the app's render replaces it).
 */
export const copyBox: { el?: HTMLTextAreaElement | null; focused?: boolean } = {};
