export { Avatar, type AvatarProps, type AvatarStatus } from './avatar.tsx';
