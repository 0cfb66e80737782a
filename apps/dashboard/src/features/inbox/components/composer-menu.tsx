import { IconButton } from '@lisa/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@lisa/ui/menu';
import { MoreHorizontal, Settings2, Zap } from 'lucide-react';
import { useState } from 'react';
import { CannedResponsesDialog } from './canned-responses-dialog.tsx';

/** The composer's menu: insert a canned response; owners and admins also manage them. */
export function ComposerMenu({
  canManage,
  onInsertCanned,
}: {
  canManage: boolean;
  onInsertCanned: () => void;
}) {
  const [managing, setManaging] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <IconButton
            label="Composer options"
            size="sm"
            icon={<MoreHorizontal className="h-4 w-4" />}
          />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem icon={<Zap />} onSelect={onInsertCanned}>
            Insert canned response
          </DropdownMenuItem>
          {canManage ? (
            <DropdownMenuItem icon={<Settings2 />} onSelect={() => setManaging(true)}>
              Manage canned responses
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {canManage ? <CannedResponsesDialog open={managing} onOpenChange={setManaging} /> : null}
    </>
  );
}
