import { cx } from '@lisa/ui/class-names';
import { NavLink } from 'react-router';
import { dashboardHref, routesFor } from '../../../routes/dashboard-routes.tsx';
import { useRole } from '../../session/hooks/use-role.ts';

/**
 * The navigation, built from the routes table and the role's permissions; `open` shows it
 * below the md breakpoint.
 */
export function DashboardNav({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const routes = routesFor(useRole());
  return (
    <nav
      id="dashboard-nav"
      aria-label="Dashboard"
      className={cx(open ? 'block' : 'hidden', 'px-2 pb-4 md:block')}
    >
      <ul className="space-y-0.5">
        {routes.map(({ path, label, icon: Icon }) => (
          <li key={path}>
            <NavLink
              to={dashboardHref({ path })}
              end={path === ''}
              onClick={onNavigate}
              className={({ isActive }) =>
                cx(
                  'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm',
                  isActive
                    ? 'bg-brand-surface font-medium text-brand-ink'
                    : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                )
              }
            >
              <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
