import { createContext } from 'react';
import type { SessionStore } from '../lib/session-store.ts';

export const SessionContext = createContext<SessionStore | null>(null);
