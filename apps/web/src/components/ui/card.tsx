import { withClasses } from './styled';

export const Card = withClasses('div', 'rounded-xl border bg-card text-card-foreground shadow-sm', 'Card');
export const CardHeader = withClasses('div', 'flex flex-col gap-1.5 p-6', 'CardHeader');
export const CardTitle = withClasses('h3', 'text-lg font-semibold leading-tight', 'CardTitle');
export const CardDescription = withClasses('p', 'text-sm text-muted-foreground', 'CardDescription');
export const CardContent = withClasses('div', 'p-6 pt-0', 'CardContent');
export const CardFooter = withClasses('div', 'flex items-center p-6 pt-0', 'CardFooter');
