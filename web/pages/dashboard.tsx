// The account dashboard at `/` (web/dashboard/ holds its parts).
import { Dashboard } from '../dashboard/app.tsx';
import { mount } from '../lib/layout.tsx';

mount(() => <Dashboard />);
