import type { Member } from '@lisa/contracts/team';
import { Button } from '@lisa/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@lisa/ui/menu';
import { Check, UserRoundPlus } from 'lucide-react';

export interface AssignMenuProps {
  members: Member[];
  assigneeId: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAssign: (userId: number | null, name: string) => void;
  disabled?: boolean;
}

/** "Assign": a menu of the active members, and Unassign. */
export function AssignMenu({
  members,
  assigneeId,
  open,
  onOpenChange,
  onAssign,
  disabled,
}: AssignMenuProps) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="secondary"
          size="sm"
          leadingIcon={<UserRoundPlus />}
          disabled={disabled}
          aria-keyshortcuts="a"
        >
          Assign
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="max-h-80 min-w-56 overflow-y-auto">
        <DropdownMenuLabel>Assign to</DropdownMenuLabel>
        {members.length === 0 ? <DropdownMenuLabel>No members loaded</DropdownMenuLabel> : null}
        {members.map((member) => {
          const name = member.name?.trim() || member.email;
          const current = member.user_id === assigneeId;
          return (
            <DropdownMenuItem
              key={member.user_id}
              icon={current ? <Check /> : <span className="inline-block h-4 w-4" />}
              onSelect={() => member.user_id !== null && !current && onAssign(member.user_id, name)}
            >
              {name}
            </DropdownMenuItem>
          );
        })}
        {assigneeId !== null ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onAssign(null, '')}>Unassign</DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
