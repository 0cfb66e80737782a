export { Field, type FieldControlProps, type FieldProps } from './field.tsx';
