export { Button, type ButtonProps } from './button.tsx';
export {
  type ButtonSize,
  type ButtonStyle,
  type ButtonVariant,
  buttonClassName,
  iconButtonClassName,
} from './button-class-name.ts';
export { IconButton, type IconButtonProps } from './icon-button.tsx';
