import type { ComponentPropsWithRef } from 'react';
import { DropdownMenu as Menu } from 'radix-ui';
import { cn } from '@/lib/utils';
import { withClasses } from './styled';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;

export function DropdownMenuContent({ className, sideOffset = 4, ...props }: ComponentPropsWithRef<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-56 overflow-hidden rounded-md border bg-popover p-1 text-popover-foreground shadow-md',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

export const DropdownMenuItem = withClasses(
  Menu.Item,
  'relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:size-4',
  'DropdownMenuItem',
);
export const DropdownMenuLabel = withClasses(Menu.Label, 'px-2 py-1.5 text-sm', 'DropdownMenuLabel');
export const DropdownMenuSeparator = withClasses(Menu.Separator, '-mx-1 my-1 h-px bg-border', 'DropdownMenuSeparator');
