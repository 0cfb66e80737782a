export { Dialog, DialogClose, type DialogProps } from './dialog.tsx';
export { Sheet, type SheetProps, type SheetSide } from './sheet.tsx';
