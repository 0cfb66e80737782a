export { Checkbox, type CheckboxProps } from './checkbox.tsx';
export { Switch, type SwitchProps } from './switch.tsx';
export { Input, Select, Textarea } from './text-controls.tsx';
