import { Moon, Sun } from 'lucide-react';
import { IconButton } from '../button/icon-button.tsx';
import { useTheme } from './theme-provider.tsx';

/** A button switching between light and dark; its name says what a press does. */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      onClick={toggleTheme}
      label={`Switch to ${next} theme`}
      icon={theme === 'dark' ? <Sun /> : <Moon />}
      className={className}
    />
  );
}
